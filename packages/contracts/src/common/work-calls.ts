import { z } from 'zod';
import { defineCall } from './call';
import { zId } from './fields';
import { VIEW_TYPES } from './view-calls';
import type { TMenuTypeName } from '../registry';

/** How long a record opened in a work-through stays another editor's to leave alone (issue 34 point 4). */
export const CLAIM_MINUTES = 15;

/** How many records one work-through may pass over (saved or skipped) before it has to start again. */
export const MAX_VISITED = 5_000;

const ZWorkType = z.enum(VIEW_TYPES as [TMenuTypeName, ...TMenuTypeName[]]);

export const ZWorkNext = z.strictObject({
  type: ZWorkType,
  where: z
    .record(z.string(), z.unknown())
    .nullable()
    .optional()
    .describe("The list's `where`: the queue holds the records that still match it"),
  order: z
    .array(z.string().max(80))
    .max(5)
    .optional()
    .describe("The list's order ('name ASC'): the queue goes through it in that order"),
  visited: z
    .array(zId)
    .max(MAX_VISITED, { error: `visited: at most ${MAX_VISITED} records; start the work-through again` })
    .default([])
    .describe('The records this work-through has saved or skipped: never offered again'),
  release: zId.optional().describe('The record the asker leaves: its claim ends'),
});
export type TWorkNext = z.input<typeof ZWorkNext>;

export const ZWorkNextAnswer = z.object({
  id: z.number().int().nullable().describe('The next record, now claimed by the asker; null when none is left'),
  left: z.number().int().describe('How many records still match and were not saved or skipped in this work-through'),
});

export const ZClaimsQuery = z.object({
  type: ZWorkType,
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: 'ids: up to 100 record ids, separated by commas' })
    .transform((ids) => ids.split(',').map(Number))
    .describe('The records to ask about, comma-separated (1,2,3)'),
});

export const ZClaim = z.object({
  id: z.number().int().describe('The record'),
  user: z.object({ id: z.number().int(), name: z.string().nullable() }).describe('Who is on it'),
  mine: z.boolean().describe('Claimed by the asker'),
  until: z.string().describe('When the claim lapses unless renewed'),
});
export type TClaim = z.output<typeof ZClaim>;

export const ZWorkRelease = z.strictObject({ type: ZWorkType, id: zId });

/**
 * Working through a list (issue 34 point 4): the next record that still matches, claimed for 15 minutes so two editors
 * in one queue never take the same record; who is on which record; leaving one.
 */
export const workCalls = {
  next: defineCall({ method: 'POST', path: '/work/next', tag: 'desk', body: ZWorkNext, answer: ZWorkNextAnswer }),
  claims: defineCall({
    method: 'GET',
    path: '/work/claims',
    tag: 'desk',
    query: ZClaimsQuery,
    answer: z.object({ items: z.array(ZClaim).describe('The records asked about that someone is on now') }),
  }),
  release: defineCall({
    method: 'POST',
    path: '/work/release',
    tag: 'desk',
    body: ZWorkRelease,
    answer: z.object({ count: z.number().int().describe('1 when the asker held the claim, else 0') }),
  }),
};
