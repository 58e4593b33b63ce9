import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { CityMultiSelect } from '../../components/resource/city-multi-select';
import type { TChoice } from '../../components/resource/filter-panel';
import { FilterChips } from '../../components/resource/filter-chips';
import { PublishLock } from '../../components/resource/publish-toggle';
import { listBindings } from '../../components/resource/list-bindings';
import { ResourceList, type TListRow } from '../../components/resource/resource-list';
import { useCitiesById } from '../../components/resource/use-city-options';
import { useIdListParam } from '../../components/resource/use-id-list-param';
import { useListParams } from '../../components/resource/use-list-params';
import { searchWhere, type TWhere, useResourceList } from '../../components/resource/use-resource-list';
import { DESTINATION_NAME, EATERIES_PATH, EATINERARIES_URL, EATINERARY_PAGE_SIZE, type TEatineraryRow } from './api';

/** The type filter (part 1 §2), each one `where`. */
const FILTERS: readonly (TChoice & { where?: TWhere })[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published', where: { isPublished: true } },
  { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
  { value: 'newly-added', label: 'Newly Added', where: { newlyAdded: true } },
  { value: 'recently-updated', label: 'Recently Updated', where: { recentlyUpdated: true } },
];

export const EATINERARY_LIST_DEFAULTS = { filter: 'all', sort: '' } as const;
const FIELDS = ['id', 'name', 'isPublished', 'destinationId'];

/** The eatineraries list on the left of /dashboard/eatineraries: search, type chips, cities, 20 per page by name. */
export function EatineraryList({ selectedId, onAdd }: { selectedId?: number; onAdd: () => void }) {
  const params = useListParams(EATINERARY_LIST_DEFAULTS);
  const [cityIds, setCityIds] = useIdListParam('cities');
  const cities = useCitiesById(cityIds);
  const filter = FILTERS.find((f) => f.value === params.filter) ?? FILTERS[0];
  const where = useMemo(() => {
    const parts = [filter.where, cityIds.length > 0 ? { destinationId: { inq: cityIds } } : undefined].filter((w): w is TWhere => Boolean(w));
    return searchWhere(params.search, parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { and: parts });
  }, [params.search, filter, cityIds]);
  const list = useResourceList<TEatineraryRow>({
    path: EATERIES_PATH,
    page: params.page,
    pageSize: EATINERARY_PAGE_SIZE,
    where,
    // id breaks ties so pages never overlap
    order: 'name ASC, id ASC',
    fields: FIELDS,
    include: DESTINATION_NAME,
  });

  const rows: TListRow[] = list.items.map((item) => ({
    id: item.id,
    primary: item.name,
    secondary: item.destination?.name,
    marker: item.isPublished ? undefined : <PublishLock published={false} />,
    to: `${EATINERARIES_URL}/${item.id}/details`,
  }));

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 1, px: 1, pt: 1 }}>
        <FilterChips choices={FILTERS} value={filter.value} onChange={params.setFilter} label="Show" />
        <CityMultiSelect value={cityIds.length > 0 ? (cities.data ?? []) : []} onChange={(next) => setCityIds(next.map((c) => c.id))} />
      </Box>
      <ResourceList
        label="Eatineraries"
        rows={rows}
        {...listBindings(params, list)}
        selectedId={selectedId}
        onAdd={onAdd}
        addLabel="Add eatinerary"
        pageSize={EATINERARY_PAGE_SIZE}
      />
    </Box>
  );
}
