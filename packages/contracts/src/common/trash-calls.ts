import { z } from 'zod';
import { defineCall } from './call';
import { zId } from './fields';
import { ZJob } from './job-calls';
import { ZProofFields } from './session-calls';
import { RESOURCES } from '../resource-lookup';
import { CONTENT_TYPES, type TContentTypeName, typeOfModel } from '../registry';

/** The types whose delete is a trashing (the softDelete trait), as staff call them, in the registry's order. */
export const TRASH_TYPES = Object.values(RESOURCES)
  .filter((resource) => resource.traits.softDelete)
  .map((resource) => typeOfModel(resource.model)?.name)
  .filter((name): name is TContentTypeName => name !== undefined);

const ZTrashType = z.enum(TRASH_TYPES as [TContentTypeName, ...TContentTypeName[]]);
const ZNamed = z.object({ id: z.number().int(), name: z.string().nullable() });

export const ZTrashQuery = z.object({
  type: ZTrashType.optional(),
  actor: zId.optional().describe('Trashed by this staff member'),
  city: zId.optional().describe('Records of this city (and the city itself)'),
  q: z.string().trim().max(200).optional().describe('A part of the name'),
  since: z.iso.datetime({ offset: true }).optional().describe('Trashed at or after this time'),
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[a-z_]+\|\d+$/, 'before: send the `next` of the previous page as it came')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZTrashItem = z.object({
  type: ZTrashType,
  id: z.number().int(),
  name: z.string(),
  deletedAt: z.date(),
  actor: ZNamed.nullable().describe('Who trashed it; null when not known (trashed before the trash kept it)'),
  city: ZNamed.nullable(),
});
export type TTrashItem = z.output<typeof ZTrashItem>;

export const ZTrashPage = z.object({
  items: z.array(ZTrashItem).describe('Newest first'),
  next: z.string().nullable().describe('Send as `before` for the next page; null on the last'),
});

export const ZTrashRestore = z.object({
  items: z
    .array(
      z.object({
        type: ZTrashType,
        id: zId,
        values: z
          .record(z.string().max(60), z.string().trim().max(320).nullable())
          .optional()
          .describe(
            'New values for unique fields a live record took while this one was in the trash (an e-mail, a code); the 409 of a restore names them',
          ),
      }),
    )
    .min(1)
    .max(100),
  withParents: z.boolean().optional().describe('Restore a trashed record it belongs to as well (its city)'),
});
export const ZTrashRestoreAnswer = z.object({ restored: z.number().int() });

export const ZTrashSummary = z.object({
  count: z.number().int().describe('Records in the trash, of every type'),
  retentionDays: z
    .number()
    .int()
    .describe('Days a record stays in the trash before the daily purge deletes it for good (TRASH_RETENTION_DAYS)'),
});

/** Emptying the trash deletes for good: the staff member proves it is them, with a fresh code when two-factor is on. */
export const ZTrashEmpty = z.strictObject(ZProofFields.shape);

/** The one trash of every soft-deletable type (issue 32 point 5). */
export const trashCalls = {
  list: defineCall({ method: 'GET', path: '/trash', tag: 'trash', query: ZTrashQuery, answer: ZTrashPage }),
  actors: defineCall({
    method: 'GET',
    path: '/trash/actors',
    tag: 'trash',
    answer: z.array(ZNamed).describe('Staff who trashed something still in the trash'),
  }),
  restore: defineCall({
    method: 'POST',
    path: '/trash/restore',
    tag: 'trash',
    body: ZTrashRestore,
    answer: ZTrashRestoreAnswer,
  }),
  summary: defineCall({ method: 'GET', path: '/trash/summary', tag: 'trash', answer: ZTrashSummary }),
  empty: defineCall({
    method: 'POST',
    path: '/trash/empty',
    tag: 'trash',
    body: ZTrashEmpty,
    answer: ZJob,
  }),
};

/** The table of a trash type. */
export const trashTable = (type: TContentTypeName): string => CONTENT_TYPES[type].table;
