import { MSG } from '@mise/contracts/common/messages';
import { ZCityCreate } from '@mise/contracts/resources/city';
import { INVALID_VALUE, requiredText } from '@mise/contracts/resources/part1-fields';
import { z } from 'zod';
import type { TCityRow } from './api';

const text = (field: keyof typeof ZCityCreate.shape) =>
  (ZCityCreate.shape[field] as z.ZodType<string | null | undefined>).transform((v) => (v?.trim() ? v : null));

const coordinate = (max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= max), INVALID_VALUE);

/**
 * The city form (part 1 §5, §7): the contract's fields, continent required ('This field is required'),
 * and the location typed as latitude and longitude (filled by the place search, editable by hand).
 */
export const ZCityForm = z
  .object({
    name: requiredText(MSG.fieldRequired),
    continent: requiredText(MSG.fieldRequired),
    state: text('state'),
    country: text('country'),
    description: text('description'),
    byline: text('byline'),
    beforeYouGo: text('beforeYouGo'),
    placeId: text('placeId'),
    shortDescription: text('shortDescription'),
    whatsInside: text('whatsInside'),
    lat: coordinate(90),
    lng: coordinate(180),
    destinationPackId: z.number().int().positive().nullable(),
  })
  .superRefine((v, ctx) => {
    // A location is both numbers or neither.
    if ((v.lat === '') !== (v.lng === '')) ctx.addIssue({ code: 'custom', path: [v.lat === '' ? 'lat' : 'lng'], message: MSG.fieldRequired });
  })
  .transform(({ lat, lng, ...rest }) => ({ ...rest, location: lat === '' ? null : { lat: Number(lat), lng: Number(lng) } }));

export type TCityFormInput = z.input<typeof ZCityForm>;
export type TCityBody = z.output<typeof ZCityForm>;

/** The form's starting values for an edit (the item) or an add (empty). */
export function cityFormValues(city?: TCityRow): TCityFormInput {
  return {
    name: city?.name ?? '',
    continent: city?.continent ?? '',
    state: city?.state ?? '',
    country: city?.country ?? '',
    description: city?.description ?? '',
    byline: city?.byline ?? '',
    beforeYouGo: city?.beforeYouGo ?? '',
    placeId: city?.placeId ?? '',
    shortDescription: city?.shortDescription ?? '',
    whatsInside: city?.whatsInside ?? '',
    lat: city?.location ? String(city.location.lat) : '',
    lng: city?.location ? String(city.location.lng) : '',
    destinationPackId: city?.destinationPackId ?? null,
  };
}
