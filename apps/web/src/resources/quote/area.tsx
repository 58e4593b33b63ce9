import { quoteResource } from '@mise/contracts/resources/quote';
import { defineArea } from '../../components/resource/area/define-area';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { QuoteDetailsTab } from './quote-details-tab';
import { QuoteForm } from './quote-form';

/** The Quotes area under /dashboard/quotes (part 1 §2): filter, search on the title, 20 per page by title; one Details view. */
export default defineArea({
  resource: quoteResource,
  slug: 'quotes',
  labels: { title: 'Quotes', one: 'quote', many: 'quotes' },
  list: {
    pageSize: 20,
    order: 'title ASC',
    filters: [
      { value: 'all', label: 'All' },
      { value: 'published', label: 'Published', where: { isPublished: true } },
      { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
    ],
    fields: ['title', 'isPublished'],
    row: (quote) => ({
      primary: quote.title,
      marker: quote.isPublished ? undefined : <PublishLock published={false} />,
    }),
  },
  itemTitle: (quote) => quote.title,
  tabs: [{ segment: 'details', label: 'Details', component: QuoteDetailsTab }],
  form: QuoteForm,
});
