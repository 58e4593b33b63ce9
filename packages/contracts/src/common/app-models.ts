import { z } from 'zod';

/**
 * GET appmodels/summary: per summary key (part 1 §3 'Summary'), the live rows and the published ones among them.
 * @example
 * { Destination: { total: 812, published: 640 }, User: { total: 5200, published: 0 } }
 */
export const ZSummary = z.record(
  z.string().describe('A summary key: Destination, Establishment, FoodDrink, Cuisine, Landmark, List, Coupon or User'),
  z.object({ total: z.number().int(), published: z.number().int() }),
);

/**
 * GET appmodels/constants: the option lists the console shows (APP_CONSTANTS in resources/constants.ts) with the guide's
 * name and its map and site settings.
 */
export const ZAppConstants = z.looseObject({
  productName: z.string(),
  siteUrl: z.string(),
  mapTilesUrl: z.string(),
  mapTilesAttribution: z.string(),
  pictureOrientations: z.array(z.string()).readonly(),
  exportAsJobRows: z
    .number()
    .int()
    .optional()
    .describe('Rows above which the console exports a list as a job (POST /exports); EXPORT_AS_JOB_ROWS when absent'),
});

/** GET appmodels/generate-csv answers the rows as CSV text (text/csv), not JSON. */
export const ZCsvText = z.any().describe('The rows as CSV text (text/csv), a header line first');
