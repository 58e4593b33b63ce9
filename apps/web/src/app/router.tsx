import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { AREA_FOLDERS, type TMenuSlug } from '@mise/contracts/registry';
import { Route, Routes } from 'react-router';
import type { TDefinedArea } from '../components/resource/area/define-area';
import { AppRoot } from './shell/app-root';
import { RedirectIfSignedIn, RequireSession, RequireTwoFactorSetup, TWO_FACTOR_SETUP_PATH } from './shell/guards';

// Every page is a lazy chunk: '/' loads the entry plus the sign-in page only; the dashboard shell
// and each area load when first visited. Declarative routes (not createBrowserRouter) because the
// data router adds about 16 kB gzipped to the sign-in page, over its 150 kB budget.
const SignInPage = lazy(() => import('./pages/sign-in').then((m) => ({ default: m.SignInPage })));
const DashboardShell = lazy(() => import('./shell/dashboard-shell').then((m) => ({ default: m.DashboardShell })));
const DashboardPage = lazy(() => import('./pages/dashboard').then((m) => ({ default: m.DashboardPage })));
const TwoFactorPage = lazy(() => import('./pages/two-factor').then((m) => ({ default: m.TwoFactorPage })));
const TwoFactorSetupPage = lazy(() => import('./pages/two-factor').then((m) => ({ default: m.TwoFactorSetupPage })));
const TrashPage = lazy(() => import('./pages/trash/trash-page').then((m) => ({ default: m.TrashPage })));
const DeskPage = lazy(() => import('./pages/desk/desk-page').then((m) => ({ default: m.DeskPage })));
const JobsPage = lazy(() => import('./pages/jobs/jobs-page').then((m) => ({ default: m.JobsPage })));
const NotFoundPage = lazy(() => import('./pages/not-found').then((m) => ({ default: m.NotFoundPage })));

type TAreaModule = { default: TDefinedArea };

/**
 * Every `resources/<folder>/area.tsx`, found by folder and not listed by hand; each module's default export is the
 * area the kit's `defineArea` declared. Lazy, so each area stays its own chunk.
 */
const AREA_MODULES = import.meta.glob<TAreaModule>('../resources/*/area.tsx');

/**
 * Each menu entry's area, by menu slug: the registry names the folder of every type with a menu entry
 * (packages/contracts/src/registry.ts). A menu entry without a folder, or a folder the registry does not know, stops the
 * app at once (and fails area-folders.test.ts) rather than leaving a dead link.
 */
function areasBySlug(): ReadonlyMap<TMenuSlug, LazyExoticComponent<ComponentType>> {
  const fileOf = (folder: string) => `../resources/${folder}/area.tsx`;
  const known = new Set([...AREA_FOLDERS.keys()].map(fileOf));
  const unknown = Object.keys(AREA_MODULES).filter((file) => !known.has(file));
  if (unknown.length > 0) throw new Error(`${unknown.join(', ')}: no content type in the registry has this area`);
  const areas = new Map<TMenuSlug, LazyExoticComponent<ComponentType>>();
  for (const [folder, slug] of AREA_FOLDERS) {
    const load = AREA_MODULES[fileOf(folder)];
    if (!load) throw new Error(`The '${slug}' menu entry has no resources/${folder}/area.tsx`);
    areas.set(
      slug,
      lazy(() => load().then((m) => ({ default: m.default.Routes }))),
    );
  }
  return areas;
}

const AREAS = areasBySlug();

/** All routes of the app (part 1 §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppRoot />}>
        <Route
          index
          element={
            <RedirectIfSignedIn>
              <SignInPage />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="dashboard"
          element={
            <RequireSession>
              <DashboardShell />
            </RequireSession>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path="two-factor" element={<TwoFactorPage />} />
          <Route path="trash" element={<TrashPage />} />
          <Route path="jobs" element={<JobsPage />} />
          <Route path="desk" element={<DeskPage />} />
          {[...AREAS].map(([slug, Area]) => (
            // '/*' hands deeper paths (an item's tabs) to the area's own <Routes>, inside the shell.
            <Route key={slug} path={`${slug}/*`} element={<Area />} />
          ))}
        </Route>
        <Route
          path={TWO_FACTOR_SETUP_PATH.slice(1)}
          element={
            <RequireTwoFactorSetup>
              <TwoFactorSetupPage />
            </RequireTwoFactorSetup>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
