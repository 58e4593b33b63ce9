import { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useArea } from '../../components/resource/area-context';
import type { TAreaFilter, TAreaListProps } from '../../components/resource/area-types';
import { CityMultiSelect } from '../../components/resource/city-multi-select';
import { FilterChips } from '../../components/resource/filter-chips';
import { listBindings } from '../../components/resource/list-bindings';
import { PublishLock } from '../../components/resource/publish-toggle';
import { ResourceList, type TListRow } from '../../components/resource/resource-list';
import { listFields, stableOrder, type TRowOf } from '../../components/resource/typed-list';
import { useCitiesById } from '../../components/resource/use-city-options';
import { useIdListParam } from '../../components/resource/use-id-list-param';
import { useListParams } from '../../components/resource/use-list-params';
import { searchWhere, type TWhere, useResourceList } from '../../components/resource/use-resource-list';
import { DESTINATION_NAME, type TEatinerary } from './eatinerary-details-tab';

/** The type filter (part 1 §2), each one `where`. */
const FILTERS: readonly TAreaFilter<typeof eatineraryResource>[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published', where: { isPublished: true } },
  { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
  { value: 'newly-added', label: 'Newly Added', where: { newlyAdded: true } },
  { value: 'recently-updated', label: 'Recently Updated', where: { recentlyUpdated: true } },
];

const DEFAULTS = { filter: 'all', sort: '' } as const;
const PAGE_SIZE = 20;
const FIELDS = listFields(['name', 'isPublished', 'destinationId']);
type TEatineraryRow = TRowOf<typeof eatineraryResource, 'name' | 'isPublished' | 'destinationId'> & Pick<TEatinerary, 'destination'>;

/** The eatineraries list on the left of /dashboard/eatineraries: search, type chips, cities, 20 per page by name with the city. */
export function EatineraryList({ selectedId, onAdd }: TAreaListProps) {
  const { basePath } = useArea();
  const params = useListParams(DEFAULTS);
  const [cityIds, setCityIds] = useIdListParam('cities');
  const cities = useCitiesById(cityIds);
  const filter = FILTERS.find((f) => f.value === params.filter) ?? FILTERS[0];
  const where = useMemo(() => {
    const parts = [filter.where, cityIds.length > 0 ? { destinationId: { inq: cityIds } } : undefined].filter((w): w is TWhere => Boolean(w));
    return searchWhere(params.search, parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { and: parts });
  }, [params.search, filter, cityIds]);
  const list = useResourceList<TEatineraryRow>({
    path: eatineraryResource.path,
    page: params.page,
    pageSize: PAGE_SIZE,
    where,
    order: stableOrder('name ASC'),
    fields: FIELDS,
    include: DESTINATION_NAME,
  });

  const rows: TListRow[] = list.items.map((item) => ({
    id: item.id,
    primary: item.name,
    secondary: item.destination?.name,
    marker: item.isPublished ? undefined : <PublishLock published={false} />,
    to: `${basePath}/${item.id}/details`,
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
        pageSize={PAGE_SIZE}
      />
    </Box>
  );
}
