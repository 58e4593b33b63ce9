import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { capitalise, itemPath, useArea } from './area-context';
import { BulkDelete } from '../list/bulk-delete';
import { CITY_NAME } from '../reference/city-include';
import { USER_NAME } from '../reference/user-include';
import { CsvExportButton } from '../list/csv-export-button';
import { CsvImportButton } from '../list/csv-import-button';
import { IMPORT_TYPES, type TImportType } from '@mise/contracts/common/import-calls';
import type { TAreaListProps } from './area-types';
import { FilterChips } from '../list/filter-chips';
import { FilterPanel } from '../list/filter-panel';
import { listBindings } from '../list/list-bindings';
import { ResourceList, type TListRow } from '../list/resource-list';
import { SortMenu } from '../list/sort-menu';
import { listFields, stableOrder } from '../list/typed-list';
import { useFilterGroups } from '../list/use-filter-groups';
import { useListCityFilter } from '../list/use-list-city-filter';
import { useListParams, usePageWithinCount } from '../list/use-list-params';
import { usePanelChoice } from '../list/use-panel-choice';
import { searchWhere, type TWhere, useResourceList } from '../list/use-resource-list';
import { useRowSelection } from '../list/use-row-selection';
import { useRuleFilter } from '../list/use-rule-filter';
import { VIEW_TYPES } from '@mise/contracts/common/view-calls';
import { SaveViewButton } from '../../desk/save-view-button';
import { useOpenedView } from '../../desk/opened-view';
import { ClaimChip, useClaims } from '../../desk/claims';
import { WorkThroughButton } from '../../desk/work-through-button';
import { BulkEdit } from '../list/bulk-edit';
import { resourceKeys } from './query-keys';
import { typeOfModel } from '@mise/contracts/registry';
import { useProductName } from '../../../lib/app-data';

/**
 * The area's list on the left of its page, built from `list` in its declaration: search, filter panel and sort menu
 * when declared, Add, the rows (asking the API for exactly the declared fields), count and pager. A special list
 * (`list.component`) replaces it.
 * @example
 * <AreaList selectedId={3} onAdd={openForm} />
 */
export function AreaList(props: TAreaListProps) {
  const area = useArea();
  if ('component' in area.list) {
    const Special = area.list.component;
    return <Special {...props} />;
  }
  return <DeclaredList {...props} />;
}

/**
 * The search of the declared field, or of several fields any of which may match.
 * @example
 * searchAnyWhere('sum', undefined, ['name', 'code']) // { or: [{ name: { search: 'sum' } }, { code: { search: 'sum' } }] }
 */
function searchAnyWhere(
  search: string,
  where: TWhere | undefined,
  fields: string | readonly string[] | undefined,
): TWhere | undefined {
  if (typeof fields === 'string' || fields === undefined || fields.length < 2)
    return searchWhere(search, where, typeof fields === 'string' ? fields : fields?.[0]);
  const matches = fields.flatMap((field) => searchWhere(search, undefined, field) ?? []);
  const any = matches.length > 0 ? { or: matches } : undefined;
  return where && any ? { and: [where, any] } : (any ?? searchWhere('', where));
}

/** All of the conditions, or none. */
function allOf(parts: readonly (TWhere | undefined)[]): TWhere | undefined {
  const present = parts.filter((part): part is TWhere => Boolean(part));
  return present.length > 1 ? { and: present } : present[0];
}

/** The relations each row carries: its city's name, its user's name, both or none. */
function listInclude(decl: { withCity?: boolean; withUser?: boolean }) {
  const include = [decl.withCity && CITY_NAME, decl.withUser && USER_NAME].filter(Boolean);
  return include.length === 0 ? undefined : include.length === 1 ? include[0] : include;
}

function DeclaredList({ selectedId, onAdd }: TAreaListProps) {
  const area = useArea();
  const { resource, labels } = area;
  const decl = area.list as Exclude<typeof area.list, { component: unknown }>;
  const { sorts, pageSize } = decl;
  // Spec labels name the guide as {product} ('Rated by {product}').
  const product = useProductName();
  const filters = useMemo(
    () => decl.filters?.map((f) => ({ ...f, label: f.label.replaceAll('{product}', product) })),
    [decl.filters, product],
  );
  const defaults = { filter: filters?.[0]?.value ?? '', sort: sorts?.[0]?.value ?? '' };
  const params = useListParams(defaults);
  const sort = sorts?.find((s) => s.value === params.sort) ?? sorts?.[0];
  const chips = decl.filtersAs === 'chips';
  // With a filter panel the city chips are one of its choices (part 2 §2 places); otherwise a select above the list.
  const panelCities = filters && !chips ? decl.cityFilter : undefined;
  const cities = useListCityFilter(panelCities ? undefined : decl.cityFilter);
  const panel = usePanelChoice({
    choices: filters ?? [],
    value: params.filter,
    defaultValue: defaults.filter,
    chipFilters: decl.chipFilters,
    cityField: panelCities,
  });
  const filterGroups = useFilterGroups(decl.filterGroups);
  const radioGroups = useMemo(
    () =>
      filterGroups.groups.map((g) => ({
        ...g,
        value: filterGroups.chosen[g.key] ?? '',
        defaultValue: filterGroups.defaults[g.key] ?? '',
      })),
    [filterGroups.groups, filterGroups.chosen, filterGroups.defaults],
  );
  const searchFields = decl.search ?? resource.searchable?.[0];
  const typeName = typeOfModel(resource.model)?.name;
  // A type with completeness rules gets 'Needs work' (issue 34) without a line in its area.
  const needsWork = useRuleFilter(typeName, { withCity: Boolean(decl.cityFilter) });
  const opened = useOpenedView(typeName);
  const where = useMemo(
    () =>
      searchAnyWhere(
        params.search,
        allOf([panel.where, filterGroups.where, cities.where, needsWork.where]),
        searchFields,
      ),
    [params.search, panel.where, filterGroups.where, cities.where, needsWork.where, searchFields],
  );
  const selection = useRowSelection();
  // A type published or trashed is edited in bulk (issue 33): its list ticks rows.
  const bulkType =
    resource.traits.publish || resource.traits.softDelete ? typeOfModel(resource.model)?.name : undefined;
  // The types staff load from a spreadsheet (issue 33 point 3) import beside their export.
  const importType = IMPORT_TYPES.find((name) => name === typeName) as TImportType | undefined;
  const invalidate = [resourceKeys(resource.path).all, ...(area.save?.alsoInvalidate ?? [])];
  const order = stableOrder(sort?.order ?? decl.order);
  const list = useResourceList(resource, {
    page: params.page,
    pageSize,
    where,
    order,
    fields: listFields(decl.fields),
    include: listInclude(decl),
  });
  usePageWithinCount(params, list.currentCount, pageSize);

  const viewType = VIEW_TYPES.find((name) => name === typeName);
  // Who else is on which of these records (a work-through's claim, issue 34 point 4).
  const claims = useClaims(
    viewType,
    list.items.map((item) => item.id),
  );
  const rows: TListRow[] = list.items.map((item) => {
    const row = decl.row(item);
    const claim = claims.get(item.id);
    return {
      ...row,
      marker:
        claim && !claim.mine ? (
          <>
            {row.marker}
            <ClaimChip claim={claim} />
          </>
        ) : (
          row.marker
        ),
      id: item.id,
      to: itemPath(area, item.id),
    };
  });
  const listName = [capitalise(labels.many), needsWork.label, params.search && `“${params.search}”`]
    .filter(Boolean)
    .join(' · ');
  const tools = ((filters && !chips) || sorts || decl.csvExport || importType || needsWork.control || viewType) && (
    <>
      {filters && !chips && (
        <FilterPanel
          choices={filters}
          value={panel.value}
          defaultValue={defaults.filter}
          groups={panel.groups}
          picks={panel.picks}
          cityGroup={panel.cityGroup}
          choicesLabel={decl.filtersLabel}
          radioGroups={radioGroups}
          onApply={(value, picks, chosen) => {
            panel.apply(value, picks);
            filterGroups.write(chosen);
          }}
        />
      )}
      {sorts && sort && <SortMenu choices={sorts} value={sort.value} onChange={params.setSort} />}
      {needsWork.control}
      {viewType && <SaveViewButton type={viewType} where={where} suggestedName={listName} />}
      {viewType && (
        <WorkThroughButton
          area={area}
          list={{ type: viewType, name: opened.name ?? listName, where, order, rule: needsWork.key }}
        />
      )}
      {decl.csvExport && (
        <CsvExportButton modelName={resource.model} where={where} order={order} count={list.currentCount} />
      )}
      {importType && <CsvImportButton type={importType} labels={labels} invalidate={invalidate} />}
    </>
  );
  const above = ((chips && filters) || cities.control || needsWork.chip || opened.banner) && (
    <Box sx={{ display: 'grid', gap: 1, px: 1, pt: 1 }}>
      {chips && filters && (
        <FilterChips choices={filters} value={panel.value} onChange={params.setFilter} label="Show" />
      )}
      {cities.control}
      {opened.banner && <Box>{opened.banner}</Box>}
      {needsWork.chip && <Box>{needsWork.chip}</Box>}
    </Box>
  );

  const rowsList = (
    <ResourceList
      label={capitalise(labels.many)}
      rows={rows}
      {...listBindings(params, list)}
      selectedId={selectedId}
      selection={(decl.bulkDelete || bulkType) && selection}
      selectAllMatching={bulkType !== undefined}
      bulkActions={
        <>
          {bulkType && (
            <BulkEdit
              type={bulkType}
              resource={resource}
              trash={Boolean(resource.traits.softDelete) && !decl.bulkDelete}
              selection={selection}
              where={where}
              labels={labels}
              invalidate={invalidate}
            />
          )}
          {decl.bulkDelete && <BulkDelete selection={selection} send={decl.bulkDelete} />}
        </>
      }
      tools={tools}
      onAdd={onAdd}
      addLabel={`Add ${labels.one}`}
      pageSize={pageSize}
    />
  );
  return above ? (
    <Box>
      {above}
      {rowsList}
    </Box>
  ) : (
    rowsList
  );
}
