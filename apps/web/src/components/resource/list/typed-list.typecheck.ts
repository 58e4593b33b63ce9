/**
 * Type-level tests of the kit's typed lists, checked by `npm run typecheck` (never bundled: nothing imports this file).
 * Each `@ts-expect-error` line must stay an error: a list may only name what the contract offers.
 */
import { type cityResource } from '@mise/contracts/resources/city';
import { type destinationPackResource } from '@mise/contracts/resources/destination-pack';
import { type quoteResource } from '@mise/contracts/resources/quote';
import type { TAreaListDecl, TAreaFilter, TAreaSort } from '../area/area-types';
import type { TOrderOf, TRecordOf, TRowOf, TWhereOf } from './typed-list';

export const okWhere: TWhereOf<typeof quoteResource> = {
  and: [{ isPublished: true }, { title: { ilike: '%a%' } }],
  id: { inq: [1, 2] },
};
// @ts-expect-error 'name' is not a quote field, so no quote list may filter on it
export const unknownWhere: TWhereOf<typeof quoteResource> = { name: 'x' };
// @ts-expect-error a filter value has the field's type
export const wrongValue: TWhereOf<typeof quoteResource> = { isPublished: 'yes' };
// @ts-expect-error dates travel as ISO strings, not Date objects
export const dateValue: TWhereOf<typeof quoteResource> = { created: { gt: new Date() } };

export const okOrder: TOrderOf<typeof destinationPackResource> = 'currencyValue DESC';
// @ts-expect-error an order names a record field
export const notAField: TOrderOf<typeof destinationPackResource> = 'price ASC';
// @ts-expect-error an order names a direction
export const noDirection: TOrderOf<typeof destinationPackResource> = 'name';
// @ts-expect-error durationType is a pack field, but packs are not sortable by it (the contract's `sortable`)
export const notSortable: TOrderOf<typeof destinationPackResource> = 'durationType ASC';
// @ts-expect-error a quote's pictures are a record field, but no list may filter on them (the contract's `filterable`)
export const notFilterable: TWhereOf<typeof quoteResource> = { _pictures: [] };

export const okSort: TAreaSort<typeof cityResource> = { value: 'votes', label: 'Votes', order: 'totalVotes DESC' };
// @ts-expect-error a sort choice's order names a sortable field
export const badSort: TAreaSort<typeof cityResource> = { value: 'x', label: 'X', order: 'nickname ASC' };
// @ts-expect-error a filter choice's where names a filterable field
export const badFilter: TAreaFilter<typeof cityResource> = { value: 'x', label: 'X', where: { nickname: true } };

export const okList: TAreaListDecl<typeof quoteResource, 'title'> = {
  pageSize: 20,
  fields: ['title'],
  row: (q) => ({ primary: q.title }),
  search: 'title',
};
export const rowSeesOnlyFields: TAreaListDecl<typeof quoteResource, 'title'> = {
  pageSize: 20,
  fields: ['title'],
  // @ts-expect-error the row reads only the fields the list asks for
  row: (q) => ({ primary: q.title, marker: q.isPublished }),
};
// @ts-expect-error list fields are the record's
export const unknownField: TAreaListDecl<typeof quoteResource, 'subtitle'> = {
  pageSize: 20,
  fields: ['subtitle'],
  row: () => ({ primary: '' }),
};

/** The wire record: dates are ISO strings. */
export const created: TRecordOf<typeof quoteResource>['created'] = '2025-01-01T00:00:00.000Z';
export const row: TRowOf<typeof quoteResource, 'title'> = { id: 1, title: 'Eat where the locals queue.' };
