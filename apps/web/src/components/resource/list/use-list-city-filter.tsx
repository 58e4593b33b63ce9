import { cityResource } from '@mise/contracts/resources/city';
import { useMemo } from 'react';
import { ReferenceMultiSelect } from '../reference/reference-multi-select';
import { useReferencesById } from '../reference/use-reference-options';
import { useIdListParam } from './use-id-list-param';
import type { TWhere } from './use-resource-list';

/**
 * A list's city filter (`list.cityFilter`): the chosen cities in the URL (`?cities=3,12`) and the `where` that keeps the
 * rows whose `field` is one of them; no city chosen, no condition.
 * @example
 * const cities = useListCityFilter('destinationId');
 * <ReferenceMultiSelect resource={cityResource} {...cities.select} />; useResourceList({ where: cities.where, … })
 */
export function useListCityFilter(field: string | undefined) {
  const [cityIds, setCityIds] = useIdListParam('cities');
  const cities = useReferencesById(cityResource, field ? cityIds : []);
  const where = useMemo<TWhere | undefined>(
    () => (field && cityIds.length > 0 ? { [field]: { inq: cityIds } } : undefined),
    [field, cityIds],
  );
  const control = field && (
    <ReferenceMultiSelect
      resource={cityResource}
      value={cityIds.length > 0 ? (cities.data ?? []) : []}
      onChange={(next) => setCityIds(next.map((c) => c.id))}
    />
  );
  return { where, control };
}
