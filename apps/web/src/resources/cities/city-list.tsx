import { useMemo } from 'react';
import { FilterPanel, type TChoice } from '../../components/resource/filter-panel';
import { PublishLock } from '../../components/resource/publish-toggle';
import { listBindings } from '../../components/resource/list-bindings';
import { ResourceList, type TListRow } from '../../components/resource/resource-list';
import { SortMenu } from '../../components/resource/sort-menu';
import { useListParams } from '../../components/resource/use-list-params';
import { searchWhere, type TWhere, useResourceList } from '../../components/resource/use-resource-list';
import { CITIES_PATH, CITY_PAGE_SIZE, type TCityRow } from './api';

/** City list filters (part 1 §7), each one `where`. */
const FILTERS: readonly (TChoice & { where?: TWhere })[] = [
  { value: 'all', label: 'All' },
  { value: 'voted', label: 'Voted Cities', where: { totalVotes: { gt: 0 } } },
  { value: 'published', label: 'Published', where: { isPublished: true } },
  { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
  { value: 'newly-added', label: 'Newly Added', where: { newlyAdded: true } },
  { value: 'recently-updated', label: 'Recently Updated', where: { recentlyUpdated: true } },
];

/** City list sorts (part 1 §7); A-Z is the default. */
const SORTS: readonly (TChoice & { order: string })[] = [
  { value: 'az', label: 'A-Z', order: 'name ASC' },
  { value: 'newest', label: 'Newest First', order: 'created DESC' },
  { value: 'oldest', label: 'Oldest First', order: 'created ASC' },
  { value: 'modified', label: 'Recently Modified', order: 'updated DESC' },
];

export const CITY_LIST_DEFAULTS = { filter: 'all', sort: 'az' } as const;

const FIELDS = ['id', 'name', 'state', 'country', 'isPublished'];

/** The cities list on the left of /dashboard/cities. */
export function CityList({ selectedId, onAdd }: { selectedId?: number; onAdd: () => void }) {
  const params = useListParams(CITY_LIST_DEFAULTS);
  const filter = FILTERS.find((f) => f.value === params.filter) ?? FILTERS[0];
  const sort = SORTS.find((s) => s.value === params.sort) ?? SORTS[0];
  const where = useMemo(() => searchWhere(params.search, filter.where), [params.search, filter]);
  const list = useResourceList<Pick<TCityRow, 'id' | 'name' | 'state' | 'country' | 'isPublished'>>({
    path: CITIES_PATH,
    page: params.page,
    pageSize: CITY_PAGE_SIZE,
    where,
    // id breaks ties so pages never overlap
    order: `${sort.order}, id ASC`,
    fields: FIELDS,
  });

  const rows: TListRow[] = list.items.map((city) => ({
    id: city.id,
    primary: city.name,
    secondary: [city.state, city.country].filter(Boolean).join(', '),
    marker: city.isPublished ? undefined : <PublishLock published={false} />,
    to: `/dashboard/cities/${city.id}/details`,
  }));

  return (
    <ResourceList
      label="Cities"
      rows={rows}
      {...listBindings(params, list)}
      selectedId={selectedId}
      tools={
        <>
          <FilterPanel choices={FILTERS} value={filter.value} defaultValue={CITY_LIST_DEFAULTS.filter} onApply={params.setFilter} />
          <SortMenu choices={SORTS} value={sort.value} onChange={params.setSort} />
        </>
      }
      onAdd={onAdd}
      addLabel="Add city"
      pageSize={CITY_PAGE_SIZE}
    />
  );
}
