import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { Link, Navigate, Outlet, Route, Routes, matchPath, useLocation } from 'react-router';
import type { TDefinedArea } from './define-area';

/** One tab of a page of tabs: its path segment under /dashboard/{slug}, its label in the tab strip, and its page. */
export type TPageTab = { route: string; label: string; page: ComponentType };
/** A page of its own under the area that is not a tab (home's preview): no heading or tab strip around it. */
export type TPageRoute = { path: string; page: ComponentType };

type TOnePage = { slug: string; page: ComponentType };
type TTabbedPage = {
  slug: string;
  /** The level-1 heading above the tab strip. */
  title: string;
  tabs: readonly [TPageTab, ...TPageTab[]];
  /** Pages beside the tabs (`/dashboard/{slug}/{path}`). */
  routes?: readonly TPageRoute[];
  /** Buttons at the right of the heading (home's Preview). */
  actions?: ReactNode;
  /** The tab strip's accessible name; `{title} sections` unless given. */
  tabsLabel?: string;
};

/** The heading, actions and tab strip of a page of tabs; the current tab's page shows below. */
function TabbedLayout({ slug, title, tabs, actions, tabsLabel }: TTabbedPage) {
  const { pathname } = useLocation();
  const current = tabs.find((tab) => matchPath(`/dashboard/${slug}/${tab.route}`, pathname));
  return (
    <Box component="section" aria-labelledby="area-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="area-title" component="h1" variant="h5">
          {title}
        </Typography>
        {actions}
      </Stack>
      <Tabs
        value={current?.route ?? false}
        variant="scrollable"
        aria-label={tabsLabel ?? `${title} sections`}
        sx={{ mb: 2 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.route}
            value={tab.route}
            label={tab.label}
            component={Link}
            to={`/dashboard/${slug}/${tab.route}`}
          />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}

/** Routes of a page of tabs: index and unknown paths go to the first tab; each tab and extra page has its own path. */
function tabbedRoutes(decl: TTabbedPage): ComponentType {
  const first = `/dashboard/${decl.slug}/${decl.tabs[0].route}`;
  return function TabbedRoutes() {
    return (
      <Routes>
        <Route index element={<Navigate to={first} replace />} />
        {decl.routes?.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={<TabbedLayout {...decl} />}>
          {decl.tabs.map(({ route, page: Page }) => (
            <Route key={route} path={route} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to={first} replace />} />
      </Routes>
    );
  };
}

/**
 * Declares an area that is a page rather than a master-detail list, loaded by the router like any declared area.
 * - One page (`page`: tags, categories with their chips): it answers /dashboard/{slug}, and any deeper path goes back to it.
 * - A page of tabs (`tabs`: home, settings): the heading with `actions`, a tab strip of links, each tab its own route
 *   /dashboard/{slug}/{route}; the index and any unknown path go to the first tab; `routes` adds pages beside the tabs.
 * @example
 * export default definePageArea({ slug: 'tags', page: TagsPage });
 * export default definePageArea({ slug: 'settings', title: 'Settings', tabs: [{ route: 'place-types', label: 'Place Types', page: PlaceTypesPage }] });
 */
export function definePageArea(decl: TOnePage | TTabbedPage): TDefinedArea {
  if ('tabs' in decl) return { Routes: tabbedRoutes(decl) };
  const { slug, page: Page } = decl;
  return {
    Routes: () => (
      <Routes>
        <Route index element={<Page />} />
        <Route path="*" element={<Navigate to={`/dashboard/${slug}`} replace />} />
      </Routes>
    ),
  };
}
