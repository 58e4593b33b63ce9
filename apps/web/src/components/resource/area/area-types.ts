import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { TQuery } from '../../../lib/api-client';
import type { TChoice } from '../list/filter-panel';
import type { TChipFilter } from '../list/use-chip-filters';
import type { TFilterGroup } from '../list/use-filter-groups';
import type { TCandidateSource } from '../relation/candidate-source';
import type { TNotesMessages } from '../detail/use-notes';
import type { TPublishMessages } from '../detail/use-publish-toggle';
import type { TRelationTabProps } from '../relation/relation-tab';
import type { TListRow } from '../list/resource-list';
import type {
  TAreaResource,
  TFieldOf,
  TFilterableOf,
  TOrderOf,
  TRowOf,
  TSearchableOf,
  TWhereOf,
} from '../list/typed-list';
import type { TWhere } from '../list/use-resource-list';
import type { TRelatedItem } from '../relation/use-relation-list';
import type { TWithUser } from '../reference/user-include';
import type { TResourceSaveOptions, TSaveMessages, useResourceSave } from '../form/use-resource-save';

/** The query options of an item by id (a call's `options`, lib/client.ts): its call's key and what sends it. */
export type TItemQuery = { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<TAnyItem> };

/**
 * How an area's detail loads: the generic item call with `query`, or a call of its own that reads an item by id
 * (`read: client.city.details`), whose key the item is cached under.
 */
export type TItemRead = { query?: TQuery; read?: { options: (input: { id: number }) => TItemQuery } };

/** How staff name the content type; the kit builds every generic text from these. */
export type TAreaLabels = {
  /** The page heading ('Destination Packs'). */
  title: string;
  /** One item, lower case: 'Loading destination pack', 'Add destination pack', 'Select a destination pack from the list.' */
  one: string;
  /** Several, lower case; capitalised it names the list ('Destination packs'). */
  many: string;
};

/** Toasts of part 1 §8 and the delete question; the generic 'Item …' texts are the defaults. */
export type TAreaMessages = TSaveMessages & {
  deleted: string;
  deleteFailed: string;
  /** Default: 'Are you sure you want to delete this {one}?'. */
  deleteQuestion?: string;
} & Partial<TPublishMessages & TNotesMessages>;

/** What a detail tab's component receives: the id from the URL and the loaded item. */
export type TAreaTabProps<T> = { id: number; item: T };

/** A tab label's count: read from the loaded item, or the count of another model's list (GET {path}/count?where=). */
export type TTabCount<T> = ((item: T) => number | undefined) | { path: string; where: (id: number) => TWhere };

/**
 * A tab of related items the kit builds under the area's own model path (a city's cuisines, a place's similar places,
 * an explore list's places): 30 per page, with remove, drag reorder and an Add picker as declared.
 */
export type TAreaRelation = {
  /** The owner's relation, as the API names it ('foodDrinks'). */
  name: string;
  /** The list's accessible name and empty text when not the tab's label ('Explore lists'). */
  label?: string;
  /**
   * 'Add {label}' opening a search of the candidates (default path: the relation's), with its toasts; `saveIds` stores
   * the whole new list (default PUT appmodels/relations), sending `updated` (the owner's as the editor saw it) and
   * answering the owner's new one.
   */
  add?: {
    messages: { success: string; failure: string };
    candidatesPath?: string;
    /** The candidates of the owner `id` when not the generic list (a place's similar places: `Establishments/filter`). */
    candidates?: (id: number) => TCandidateSource;
    /** Candidates per picker page when not 20 (§7's place pickers: 30, `PLACE_PICKER_PAGE_SIZE`). */
    pageSize?: number;
    saveIds?: (id: number, ids: number[], updated: string | undefined) => Promise<unknown>;
  };
  reorderable?: boolean;
  /** The drag reorder's toasts when not part 1's generic ones (an explore list's 'Place Reordered successfully'). */
  reorderMessages?: TRelationTabProps['reorderMessages'];
  removable?: boolean;
  remove?: TRelationTabProps['remove'];
  removeMessages?: TRelationTabProps['removeMessages'];
  /** Makes each name a link (a city's eatinerary opens its details). */
  itemHref?: (item: TRelatedItem) => string;
  /** An 'Edit {name}' button per row going where the item is edited (an explore list's place, its form open: `editItemHref`). */
  editHref?: (item: TRelatedItem) => string;
};

export type TAreaTab<T> = {
  /** Path segment ('details'); the first tab is where an item opens and where unknown segments go. */
  segment: string;
  label: string;
  count?: TTabCount<T>;
  /** 'dash' labels the tab 'Places - 12' instead of 'Places (12)' (part 2 §2: an explore list's tabs). */
  countStyle?: 'dash';
} & ({ component: ComponentType<TAreaTabProps<T>> } | { relation: TAreaRelation } | { pictures: TAreaPictures });

/** A tab of the item's `_pictures` the kit builds with the media kit, stored under the area's model path and folder. */
export type TAreaPictures = { title: string };

/** The save mutation the kit hands the area's form: POST or PATCH with the area's toasts, then open the new item. */
export type TAreaSave = ReturnType<typeof useResourceSave<object>>;

export type TAreaFormProps<T> = { item?: T; onClose: () => void; save: TAreaSave };

/** What one row shows besides its id and link, which the kit adds. */
export type TAreaRow = Omit<TListRow, 'id' | 'to'>;

/** A row's city when the list is declared `withCity`. */
export type TRowCity = { destination?: { id: number; name: string } | null };
/** A row's user when the list is declared `withUser`. */
export type TRowUser = TWithUser;

/** A filter choice: its `where` names only filterable fields. */
export type TAreaFilter<D extends TAreaResource> = TChoice & { where?: TWhereOf<D> };
/** Chips of the filter panel bound to a filterable field (any number picked); kept in the URL as `?{key}=a,b`. */
export type TAreaChipFilter<D extends TAreaResource> = Omit<TChipFilter, 'field'> & { field: TFilterableOf<D> };
/**
 * A further radio group of the filter panel beside the main `filters` (a user's City beside its Type), one choice at a
 * time, the first the default; kept in the URL as `?{key}=value`. Its `where` may use a key the model serves beside its
 * filterable fields (a user's virtual `subscription`).
 */
export type TAreaFilterGroup = { key: string; label: string; choices: readonly (TChoice & { where?: TWhere })[] };
/** A sort choice: its `order` names only a sortable field. */
export type TAreaSort<D extends TAreaResource> = TChoice & { order: TOrderOf<D> };

/** The props of an area's list; a special list (`list.component`) receives them too. */
export type TAreaListProps = { selectedId?: number; onAdd: () => void };

/** The area's list, declared: the request asks exactly for `fields`, and `row` sees only those. */
export type TAreaListDecl<D extends TAreaResource, F extends TFieldOf<D>> = {
  pageSize: number;
  /** The fields the rows display (the id is always asked for). */
  fields: readonly F[];
  row: (item: TRowOf<D, F> & TRowCity & TRowUser) => TAreaRow;
  /** The order when there are no sort choices. */
  order?: TOrderOf<D>;
  /** Sort choices, the first the default (a sort menu). */
  sorts?: readonly TAreaSort<D>[];
  /** Filter choices, the first the default (a filter panel). */
  filters?: readonly TAreaFilter<D>[];
  /** Chip groups in the filter panel (a place's Status and rating chips), applied and reset with its choice. */
  chipFilters?: readonly TAreaChipFilter<D>[];
  /** The caption of the main `filters` when the panel also holds `filterGroups` ('Type'). */
  filtersLabel?: string;
  /** Further radio groups in the filter panel, each with its own one choice, applied and reset with the main one. */
  filterGroups?: readonly TAreaFilterGroup[];
  /** An 'Export CSV' button: the rows the list shows under its search, filter and sort, all pages (`GET appmodels/generate-csv`). */
  csvExport?: boolean;
  /** Filters as a row of chips applied on click (part 1 eatineraries) instead of a panel with Apply and Reset. */
  filtersAs?: 'panel' | 'chips';
  /** A city multi-select (kept in the URL as `?cities=`) keeping the rows whose `cityFilter` field is a chosen city. */
  cityFilter?: TFilterableOf<D>;
  /** Each row also carries its city's id and name (`destination`), for `row` to show. */
  withCity?: boolean;
  /** Each row also carries its user's id and name (`user`, an editorial review's author), for `row` to show. */
  withUser?: boolean;
  /** The field the 'Search' box matches, or several of which any may match; default the contract's first `searchable`. */
  search?: TSearchableOf<D> | readonly TSearchableOf<D>[];
  /** Ticking rows for a bulk Delete in a bar above the rows, sending the ticked ids; rows then need a `label`. */
  bulkDelete?: (ids: number[]) => Promise<unknown>;
};

/** A special list that replaces the declared one (selection, bulk actions, extra filters). */
export type TAreaListOverride = { component: ComponentType<TAreaListProps> };

/**
 * Everything an area states about itself; `defineArea` builds the routes, page, list, detail frame, item query,
 * delete-and-return and toasts from it.
 */
export type TAreaDecl<D extends TAreaResource, F extends TFieldOf<D>, T> = {
  resource: D;
  /** Menu slug: the area lives under /dashboard/{slug}. */
  slug: string;
  labels: TAreaLabels;
  messages?: Partial<TAreaMessages>;
  list: TAreaListDecl<D, F> | TAreaListOverride;
  /** How the detail loads: GET {path}/{id}?{query}, or the area's own call (`read`, a city's details). */
  item?: TItemRead;
  /** The detail's heading; default the item's `name`. */
  itemTitle?: (item: T) => ReactNode;
  /** One tab shows no tab bar. */
  tabs: readonly [TAreaTab<T>, ...TAreaTab<T>[]];
  /** The add/edit form; the kit opens it from Add and from the detail toolbar's Edit. */
  form: ComponentType<TAreaFormProps<T>>;
  save?: Pick<TResourceSaveOptions, 'createDefaults' | 'createThrough' | 'affectsSummary' | 'alsoInvalidate'>;
  /** How the change history shows a field only this area knows how to read (a place's opening hours as a week). */
  history?: { fields: THistoryFieldViews };
};

/** A field's change as an area reads it, by field name: the value before and after. */
export type THistoryFieldViews = Readonly<Record<string, (change: { before: unknown; after: unknown }) => ReactNode>>;

/** An item or row as the kit's generic screens see it. */
export type TAnyItem = { id: number } & Record<string, unknown>;

/** An area as the kit runs it, its types erased (the kit's screens read it from the area context). */
export type TArea = {
  resource: TAreaResource;
  slug: string;
  labels: TAreaLabels;
  messages: TAreaMessages & { deleteQuestion: string };
  list:
    | (Omit<
        TAreaListDecl<TAreaResource, string>,
        'row' | 'order' | 'sorts' | 'filters' | 'search' | 'cityFilter' | 'chipFilters' | 'filterGroups'
      > & {
        cityFilter?: string;
        filterGroups?: readonly TFilterGroup[];
        chipFilters?: readonly TChipFilter[];
        row: (item: TAnyItem) => TAreaRow;
        order?: string;
        sorts?: readonly (TChoice & { order: string })[];
        filters?: readonly (TChoice & { where?: TWhere })[];
        search?: string | readonly string[];
      })
    | TAreaListOverride;
  item?: TItemRead;
  itemTitle: (item: TAnyItem) => ReactNode;
  tabs: readonly [TAreaTab<TAnyItem>, ...TAreaTab<TAnyItem>[]];
  form: ComponentType<TAreaFormProps<TAnyItem>>;
  save?: Pick<TResourceSaveOptions, 'createDefaults' | 'createThrough' | 'affectsSummary' | 'alsoInvalidate'>;
  history?: { fields: THistoryFieldViews };
  /** '/dashboard/{slug}'. */
  basePath: string;
};
