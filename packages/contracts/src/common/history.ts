import { z } from 'zod';
import { answerRegistry } from './answers';

/** Where a write came from, as the change ledger records it. */
export const CHANGE_SOURCES = ['console', 'api', 'job', 'revert', 'system'] as const;
/**
 * What one ledger entry did to its record: a row created, its fields changed, trashed (`delete`), brought back
 * (`restore`) or removed for good (`purge`); a link to another record added, removed, or moved in its order.
 */
export const CHANGE_KINDS = ['create', 'update', 'delete', 'restore', 'purge', 'link', 'unlink', 'move'] as const;
export type TChangeKind = (typeof CHANGE_KINDS)[number];

const ZValues = z
  .record(z.string(), z.unknown())
  .describe('Field values by the field names of the contract (a snapshot of the record)');
// Pairs as arrays of two, not tuples: the answer writer (fast-json-stringify) refuses a tuple of unknown values.
const ZFieldChanges = z
  .record(z.string(), z.array(z.unknown()).length(2))
  .describe('Each field that changed: [before, after]');

/** One entry of a record's history. */
export const ZChange = z.object({
  id: z.number().int().describe('The entry; page on with `before`'),
  operation: z.string().describe('Every entry of one action (a save, a delete with its children, a revert) shares it'),
  at: z.date(),
  source: z.enum(CHANGE_SOURCES),
  actor: z
    .object({ id: z.number().int(), name: z.string().nullable() })
    .nullable()
    .describe('The staff member; null for the system'),
  kind: z.enum(CHANGE_KINDS),
  fields: ZFieldChanges.optional(),
  /** Fields the contract no longer has, as stored then (column names). */
  retired: ZFieldChanges.optional(),
  before: ZValues.optional().describe('The record before it was trashed or removed'),
  after: ZValues.optional().describe('The record as it was created'),
  link: z.string().optional().describe('link, unlink, move: the kind of link (its join table)'),
  with: z.string().optional().describe('link, unlink, move: the table of the linked records'),
  ids: z.array(z.number().int()).optional().describe('link, unlink: the linked records added or removed'),
  moved: z
    .array(z.array(z.number().int().nullable()).length(3))
    .optional()
    .describe('move: [linked id, position before, position after]'),
  labels: z
    .record(z.string(), z.string())
    .optional()
    .describe('link, unlink, move: the linked records’ names now, by id'),
  basedOn: z.date().nullable().describe("The record's `updated` the write was based on, when it said"),
  reverts: z.string().nullable().describe('The operation this one undid'),
});
answerRegistry.add(ZChange, { id: 'Change', description: 'One entry of a record’s history (the change ledger)' });

export const ZHistoryPage = z.object({
  changes: z.array(ZChange).describe('Newest first'),
  next: z.number().int().nullable().describe('Send as `before` for the next page; null on the last'),
});

export const ZHistoryQuery = z.object({
  before: z.coerce.number().int().positive().optional().describe('Entries older than this one'),
  field: z.string().min(1).max(100).optional().describe('Only the changes to this field (its timeline)'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
