import { type ComponentType, useState } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router';
import { AreaContext, useArea } from './area-context';
import { AreaDetail } from './area-detail';
import { AreaForm } from './area-form';
import { AreaList } from './area-list';
import type { TArea, TAreaDecl } from './area-types';
import { MasterDetailLayout, NoSelection } from './master-detail-layout';
import { selectPrompt } from '../list/select-prompt';
import type { TAreaResource, TFieldOf, TRecordOf } from '../list/typed-list';

/** Toasts of part 1 §8 for item forms and the generic delete. */
export const ITEM_MESSAGES = {
  added: 'Item added successfully',
  edited: 'Item edited successfully',
  deleted: 'Item Deleted Successfully',
  deleteFailed: 'Item Delete Unsuccessful',
} as const;

/** /dashboard/{slug}: the heading, the list on the left, the selected item (from the URL) on the right, and Add. */
function AreaPage() {
  const area = useArea();
  const params = useParams();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <MasterDetailLayout
        title={area.labels.title}
        list={<AreaList selectedId={params.id ? Number(params.id) : undefined} onAdd={() => setAdding(true)} />}
        detail={<Outlet />}
      />
      {adding && <AreaForm onClose={() => setAdding(false)} />}
    </>
  );
}

/** An item's path without a tab opens its first tab, keeping the query (the history panel's `?history=open`). */
function FirstTab({ segment }: { segment: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: segment, search }} replace />;
}

/** The area's route tree under /dashboard/{slug}/*: page, 'Select a … from the list.', the item's first tab, its tabs. */
function AreaRoutes({ area }: { area: TArea }) {
  return (
    <AreaContext.Provider value={area}>
      <Routes>
        <Route element={<AreaPage />}>
          <Route index element={<NoSelection text={selectPrompt(area.labels.one)} />} />
          <Route path=":id" element={<FirstTab segment={area.tabs[0].segment} />} />
          {/* A tab may open pages of its own below it (a user's saved list: saved-lists/{listId}). */}
          <Route path=":id/:tab/*" element={<AreaDetail />} />
        </Route>
      </Routes>
    </AreaContext.Provider>
  );
}

/**
 * A declared area: the component of its routes (the router's lazy chunk) and, for a master-detail area, its declaration
 * as the kit runs it (a single-page area from `definePageArea` has none).
 */
export type TDefinedArea = { area?: TArea; Routes: ComponentType };

/**
 * Declares an area of the console; the kit builds its routes, page, list, detail frame with tabs and counts, item query,
 * Add/Edit form opening, delete-and-return and generic toasts. Types come from the resource contract: list `fields`
 * from the record, filter `where` from `filterable`, `order` from `sortable`, `search` from `searchable`.
 * @example
 * export default defineArea({
 *   resource: quoteResource, slug: 'quotes', labels: { title: 'Quotes', one: 'quote', many: 'quotes' },
 *   list: { pageSize: 20, order: 'title ASC', fields: ['title', 'isPublished'], row: (q) => ({ primary: q.title }) },
 *   itemTitle: (q) => q.title, tabs: [{ segment: 'details', label: 'Details', component: QuoteDetailsTab }], form: QuoteForm,
 * });
 */
export function defineArea<D extends TAreaResource, const F extends TFieldOf<D>, T = TRecordOf<D>>(
  decl: TAreaDecl<D, F, T>,
): TDefinedArea {
  const area = {
    ...decl,
    messages: {
      deleteQuestion: `Are you sure you want to delete this ${decl.labels.one}?`,
      ...ITEM_MESSAGES,
      ...decl.messages,
    },
    itemTitle: decl.itemTitle ?? ((item: T) => (item as { name?: string }).name),
    basePath: `/dashboard/${decl.slug}`,
  } as unknown as TArea;
  return { area, Routes: () => <AreaRoutes area={area} /> };
}
