import { z } from 'zod';
import { ZJob } from './job-calls';
import { defineCall } from './call';
import { zId } from './fields';
import { CONTENT_TYPE_NAMES, type TContentTypeName } from '../registry';
import { ZChange } from './history';

/** The header every write answers with the id of the operation it recorded (the one Undo reverts). */
export const OPERATION_HEADER = 'x-mise-operation';

const ZType = z
  .enum(CONTENT_TYPE_NAMES as [TContentTypeName, ...TContentTypeName[]])
  .describe("The record's type, as staff call it ('place')");
const ZFieldNames = z.array(z.string().min(1).max(100)).min(1).max(200);

/**
 * A way back through the change ledger (issue 32 point 4), each an ordinary guarded write logged as a revert:
 * a whole operation (every record it wrote: an undo), one record's part of it, some fields of that part; or a record
 * as it was at a time (`asOf`), all fields or `fields`.
 */
export const ZRevertBody = z
  .object({
    operation: z.uuid().optional().describe('The operation to undo'),
    asOf: z.iso.datetime({ offset: true }).optional().describe('Bring the record back as it was at this time'),
    type: ZType.optional(),
    id: zId.optional().describe('The record: only its part of the operation (with `type`)'),
    fields: ZFieldNames.optional().describe('Only these fields (with `type` and `id`)'),
    overwrite: ZFieldNames.optional().describe(
      'Fields changed again since the operation that staff chose to revert all the same (the 409 named them)',
    ),
  })
  .refine((b) => (b.operation === undefined) !== (b.asOf === undefined), {
    message: 'Say either the operation to undo or the time to go back to (asOf), not both',
  })
  .refine((b) => (b.type === undefined) === (b.id === undefined), {
    message: 'type and id go together: they name one record',
  })
  .refine((b) => (b.fields === undefined && b.asOf === undefined) || b.id !== undefined, {
    message: 'fields and asOf apply to one record: say its type and id',
  });

export const ZRevertAnswer = z.object({
  operation: z.string().describe('The revert itself: undo it as any other operation'),
  reverted: z.number().int().describe('Changes undone (fields, links, trashings)'),
  job: ZJob.optional().describe(
    'An undo of more than 1 000 records runs as a job (progress on the Jobs screen); `reverted` is then 0',
  ),
});

/** One field a revert would overwrite, as the 409 of a revert carries it in `details`. */
export const ZRevertConflict = z.object({
  type: ZType,
  id: z.number().int(),
  field: z.string(),
  path: z.string().describe('`/field`, as validation details name a field'),
  message: z.string(),
  base: z.unknown().describe('What the operation wrote'),
  theirs: z.object({
    value: z.unknown().describe('What the field holds now'),
    actor: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
    at: z.string().nullable().describe('When it was changed again'),
  }),
  mine: z.unknown().describe('What the revert would write'),
});
export type TRevertConflict = z.output<typeof ZRevertConflict>;

export const ZFeedQuery = z.object({
  actor: zId.optional().describe('Changes by this staff member'),
  type: ZType.optional(),
  before: z.coerce.number().int().positive().optional().describe('Entries older than this one'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** One entry of the guide's recent changes: a history entry, with the record it changed. */
export const ZFeedChange = ZChange.extend({
  type: ZType.nullable().describe("The record's type; null for a table no type owns"),
  recordId: z.number().int(),
  name: z.string().nullable().describe("The record's name now (null when it is gone)"),
});

export const ZFeedPage = z.object({
  changes: z.array(ZFeedChange).describe('Newest first; a link appears once, on the record that holds the list'),
  next: z.number().int().nullable().describe('Send as `before` for the next page; null on the last'),
});

const ZStaffMember = z.object({ id: z.number().int(), name: z.string().nullable() });

/** The calls of the change ledger that belong to no one type. */
export const changeCalls = {
  feed: defineCall({ method: 'GET', path: '/changes', tag: 'change', query: ZFeedQuery, answer: ZFeedPage }),
  staff: defineCall({
    method: 'GET',
    path: '/changes/staff',
    tag: 'change',
    answer: z.array(ZStaffMember).describe("Staff members, by name: the feed's filter"),
  }),
  revert: defineCall({
    method: 'POST',
    path: '/changes/revert',
    tag: 'change',
    body: ZRevertBody,
    answer: ZRevertAnswer,
  }),
};
