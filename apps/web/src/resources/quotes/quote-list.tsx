import { useMemo } from 'react';
import { FilterPanel, type TChoice } from '../../components/resource/filter-panel';
import { PublishLock } from '../../components/resource/publish-toggle';
import { listBindings } from '../../components/resource/list-bindings';
import { ResourceList, type TListRow } from '../../components/resource/resource-list';
import { useListParams } from '../../components/resource/use-list-params';
import { searchWhere, type TWhere, useResourceList } from '../../components/resource/use-resource-list';
import { QUOTE_PAGE_SIZE, QUOTES_PATH, type TQuote } from './api';

/** Quote list filters (part 1 §2), each one `where`. */
const FILTERS: readonly (TChoice & { where?: TWhere })[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published', where: { isPublished: true } },
  { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
];

export const QUOTE_LIST_DEFAULTS = { filter: 'all', sort: '' } as const;

const FIELDS = ['id', 'title', 'isPublished'];

/** The quotes list on the left of /dashboard/quotes: filter, search on the title, add, 20 per page by title. */
export function QuoteList({ selectedId, onAdd }: { selectedId?: number; onAdd: () => void }) {
  const params = useListParams(QUOTE_LIST_DEFAULTS);
  const filter = FILTERS.find((f) => f.value === params.filter) ?? FILTERS[0];
  const where = useMemo(() => searchWhere(params.search, filter.where, 'title'), [params.search, filter]);
  const list = useResourceList<Pick<TQuote, 'id' | 'title' | 'isPublished'>>({
    path: QUOTES_PATH,
    page: params.page,
    pageSize: QUOTE_PAGE_SIZE,
    where,
    // id breaks ties so pages never overlap
    order: 'title ASC, id ASC',
    fields: FIELDS,
  });

  const rows: TListRow[] = list.items.map((quote) => ({
    id: quote.id,
    primary: quote.title,
    marker: quote.isPublished ? undefined : <PublishLock published={false} />,
    to: `/dashboard/quotes/${quote.id}/details`,
  }));

  return (
    <ResourceList
      label="Quotes"
      rows={rows}
      {...listBindings(params, list)}
      selectedId={selectedId}
      tools={<FilterPanel choices={FILTERS} value={filter.value} defaultValue={QUOTE_LIST_DEFAULTS.filter} onApply={params.setFilter} />}
      onAdd={onAdd}
      addLabel="Add quote"
      pageSize={QUOTE_PAGE_SIZE}
    />
  );
}
