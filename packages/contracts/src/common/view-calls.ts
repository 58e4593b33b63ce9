import { z } from 'zod';
import { defineCall } from './call';
import { zTimestamps } from './fields';
import { ZIdParams } from './resource-calls';
import { MENU_TYPES, type TMenuTypeName } from '../registry';

/** The types whose lists can be saved as views: those with a list in the side menu. */
export const VIEW_TYPES = MENU_TYPES;
const ZViewType = z.enum(VIEW_TYPES as [TMenuTypeName, ...TMenuTypeName[]]);

/** A view's name: what the menu and the Desk show ('Lisbon · without photos'). */
const zViewName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(80, { error: 'Name: at most 80 characters' });

/**
 * The list's state as its address holds it (`q`, `filter`, `sort`, `cities`, `rule`…, never `page`): opening the view
 * puts it back, so a view is also a link.
 */
const ZViewQuery = z
  .record(z.string().max(40), z.string().max(2000))
  .refine((query) => Object.keys(query).length <= 20, { error: 'query: at most 20 parts' })
  .describe("The list's address parameters");

const ZViewFields = {
  name: zViewName,
  query: ZViewQuery,
  where: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('The `where` the list sends for that state: what the view counts. Checked as a list checks it'),
  shared: z.boolean().describe('Seen by all staff; otherwise by its owner only'),
  pinned: z.boolean().describe('In the side menu and on the Desk, with its count'),
};

export const ZViewCreate = z.strictObject({ type: ZViewType, ...ZViewFields });
export type TViewCreate = z.input<typeof ZViewCreate>;

export const ZViewUpdate = z.strictObject({
  name: ZViewFields.name.optional(),
  query: ZViewFields.query.optional(),
  where: ZViewFields.where.optional(),
  shared: ZViewFields.shared.optional(),
  pinned: ZViewFields.pinned.optional(),
  updated: z.iso
    .datetime({ offset: true, error: 'updated: the view as you last saw it' })
    .describe('Its `updated` as last read: a view changed since is refused (409), not overwritten'),
});
export type TViewUpdate = z.input<typeof ZViewUpdate>;

export const ZView = z.object({
  ...zTimestamps,
  type: z.string(),
  ...ZViewFields,
  owner: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  mine: z.boolean().describe('Saved by the staff member asking'),
  dropped: z
    .array(z.string())
    .describe('Clauses left out because their field or rule no longer exists, in words; the view opens without them'),
});
export type TView = z.output<typeof ZView>;

export const ZViewListQuery = z.object({
  type: ZViewType.optional().describe("Only this type's views"),
});

/** Saved list views (issue 34 point 1): the staff member's own and every shared one. */
export const viewCalls = {
  list: defineCall({
    method: 'GET',
    path: '/views',
    tag: 'desk',
    query: ZViewListQuery,
    answer: z.object({ items: z.array(ZView).describe('Pinned first, then by name') }),
  }),
  create: defineCall({ method: 'POST', path: '/views', tag: 'desk', body: ZViewCreate, answer: ZView }),
  update: defineCall({
    method: 'PATCH',
    path: '/views/:id',
    tag: 'desk',
    params: ZIdParams,
    body: ZViewUpdate,
    answer: ZView,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/views/:id',
    tag: 'desk',
    params: ZIdParams,
    answer: z.object({ count: z.number().int() }),
  }),
  counts: defineCall({
    method: 'GET',
    path: '/views/counts',
    tag: 'desk',
    answer: z.object({
      items: z
        .array(z.object({ id: z.number().int(), count: z.number().int() }))
        .describe('Each pinned view the staff member sees, with how many records it holds now'),
    }),
  }),
};
