import { z } from 'zod';
import { defineResource } from '../common/resource';
import { zPictures, zPublishable, zTimestamps } from '../common/fields';
import { MSG } from '../common/messages';
import { ZPictureList } from '../common/picture';
import { requiredText } from './part1-fields';

/** Quote picture orientation options (part 1 §9); stored as picture.desktop, false meaning Mobile. */
export const QUOTE_PICTURE_ORIENTATIONS = ['Desktop', 'Mobile'] as const;

/** Quote, part 1 §3. */
export const ZQuote = z.object({
  ...zTimestamps,
  title: z.string(),
  ...zPublishable,
  deleted: z.boolean(),
  ...zPictures,
});
export type TQuote = z.infer<typeof ZQuote>;

const quoteFields = {
  title: requiredText(MSG.isRequired, 2000),
  _pictures: ZPictureList.optional(),
};

export const ZQuoteCreate = z.strictObject(quoteFields);
export const ZQuoteUpdate = z.strictObject({ ...quoteFields, title: quoteFields.title.optional() });

export const quoteResource = defineResource({
  model: 'Quote',
  path: 'quotes',
  record: ZQuote,
  create: ZQuoteCreate,
  update: ZQuoteUpdate,
  filterable: ['id', 'title', 'isPublished', 'created', 'updated'],
  sortable: ['id', 'title', 'created', 'updated'],
  searchable: ['title'],
  traits: { publish: true, softDelete: true, pictures: true },
});
