import { quoteResource } from '@mise/contracts/resources/quote';
import { defineModel } from '../../crud/model';
import { quotes } from '../../db/schema/quote';

export const quoteModel = defineModel({ resource: quoteResource, table: quotes, id: quotes.id });
