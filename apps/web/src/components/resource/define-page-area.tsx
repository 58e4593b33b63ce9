import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { TDefinedArea } from './define-area';

/**
 * Declares an area that is one page rather than a master-detail list (tags: categories with their chips): the page
 * answers /dashboard/{slug}, and any deeper path goes back to it. The router loads it like any declared area.
 * @example
 * export default definePageArea({ slug: 'tags', page: TagsPage });
 */
export function definePageArea({ slug, page: Page }: { slug: string; page: ComponentType }): TDefinedArea {
  return {
    Routes: () => (
      <Routes>
        <Route index element={<Page />} />
        <Route path="*" element={<Navigate to={`/dashboard/${slug}`} replace />} />
      </Routes>
    ),
  };
}
