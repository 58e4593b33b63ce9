import { cityResource } from '@mise/contracts/resources/city';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TChipPicks, TChoice } from './filter-panel';
import { activeChoice } from './panel-choice';
import { chipPicksOf, chipWhere, type TChipFilter } from './use-chip-filters';
import { useReferencesById } from '../reference/use-reference-options';
import { useIdListParam } from './use-id-list-param';
import type { TWhere } from './use-resource-list';
import { useUrlSearchUpdate } from './use-url-search-update';

/** The URL key of the panel's cities, the same as the city select's above a list (`?cities=3,12`). */
export const PANEL_CITY_KEY = 'cities';
const PANEL_CITY_LABEL = 'Cities';
const NO_CHIPS: readonly TChipFilter[] = [];

export type TPanelChoiceOptions = {
  /** The main choices, the first the default. */
  choices: readonly (TChoice & { where?: TWhere })[];
  /** The main choice in the URL (`?filter=`), and the default it takes when absent. */
  value: string;
  defaultValue: string;
  chipFilters?: readonly TChipFilter[];
  /** The field matched by the panel's city chips; none, no city chips in the panel. */
  cityField?: string;
};

/**
 * A list's filter panel holds one active choice at a time (part 2 §2): the main choice, one chip group's picks or the
 * cities. This reads that one from the URL (`?filter=published`, `?status=WIP,complete`, `?rating=3`, `?cities=3,12`),
 * gives its `where` and what the panel shows, and `apply` writes exactly one of them back (one history entry, page 1).
 * @example
 * const panel = usePanelChoice({ choices, value: params.filter, defaultValue: 'all', chipFilters, cityField: 'destinationId' });
 * <FilterPanel value={panel.value} groups={panel.groups} picks={panel.picks} cityGroup={panel.cityGroup} onApply={(v, picks) => panel.apply(v, picks)} … />
 */
export function usePanelChoice({
  choices,
  value,
  defaultValue,
  chipFilters = NO_CHIPS,
  cityField,
}: TPanelChoiceOptions) {
  const [searchParams] = useSearchParams();
  const [urlCityIds] = useIdListParam(PANEL_CITY_KEY);
  const cityIds = cityField ? urlCityIds : [];
  const allPicks = useMemo(() => chipPicksOf(searchParams, chipFilters), [searchParams, chipFilters]);
  const known = choices.some((c) => c.value === value) ? value : defaultValue;
  const active = activeChoice({
    value: known,
    defaultValue,
    picks: allPicks,
    groupKeys: chipFilters.map((g) => g.key),
    cityIds,
  });
  const activeKey = active.kind === 'chips' ? active.key : undefined;
  const activeCityIds = active.kind === 'cities' ? cityIds : [];
  const cities = useReferencesById(cityResource, activeCityIds);

  const picks = useMemo<TChipPicks>(
    () => (activeKey ? { [activeKey]: allPicks[activeKey] ?? [] } : {}),
    [activeKey, allPicks],
  );
  const cityKey = activeCityIds.join(',');
  const where = useMemo<TWhere | undefined>(() => {
    if (activeKey) {
      const group = chipFilters.find((g) => g.key === activeKey);
      return group && chipWhere(group, picks[activeKey] ?? []);
    }
    if (cityField && cityKey) return { [cityField]: { inq: cityKey.split(',').map(Number) } };
    return choices.find((c) => c.value === known)?.where;
  }, [activeKey, chipFilters, picks, cityField, cityKey, choices, known]);

  const loaded = cities.data;
  const cityGroup = useMemo(() => {
    if (!cityField) return undefined;
    const byId = new Map((loaded ?? []).map((c) => [c.id, c]));
    // Until the names arrive a chosen city shows its id, so the button never reads as unfiltered.
    const chosen = cityKey
      ? cityKey.split(',').map((id) => byId.get(Number(id)) ?? { id: Number(id), name: `#${id}` })
      : [];
    return { key: PANEL_CITY_KEY, label: PANEL_CITY_LABEL, cities: chosen };
  }, [cityField, cityKey, loaded]);

  const updateSearch = useUrlSearchUpdate();
  const apply = useCallback(
    (nextValue: string, nextPicks: TChipPicks) => {
      const nextActive = activeChoice({
        value: nextValue,
        defaultValue,
        picks: nextPicks,
        groupKeys: chipFilters.map((g) => g.key),
        cityIds: cityField ? (nextPicks[PANEL_CITY_KEY] ?? []).map(Number) : [],
      });
      updateSearch((params) => {
        if (nextActive.kind === 'choice' && nextValue !== defaultValue) params.set('filter', nextValue);
        else params.delete('filter');
        for (const g of chipFilters) {
          if (nextActive.kind === 'chips' && nextActive.key === g.key)
            params.set(g.key, (nextPicks[g.key] ?? []).join(','));
          else params.delete(g.key);
        }
        if (nextActive.kind === 'cities') params.set(PANEL_CITY_KEY, (nextPicks[PANEL_CITY_KEY] ?? []).join(','));
        else if (cityField) params.delete(PANEL_CITY_KEY);
        params.delete('page');
      });
    },
    [defaultValue, chipFilters, cityField, updateSearch],
  );

  return {
    value: active.kind === 'choice' ? known : defaultValue,
    groups: chipFilters,
    picks,
    cityGroup,
    where,
    apply,
  };
}
