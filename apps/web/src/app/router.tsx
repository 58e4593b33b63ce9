import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Routes } from 'react-router';
import type { TDefinedArea } from '../components/resource/define-area';
import { AppRoot } from './shell/app-root';
import { RedirectIfSignedIn, RequireSession, RequireTwoFactorSetup, TWO_FACTOR_SETUP_PATH } from './shell/guards';
import type { TMenuSlug } from './shell/menu-entries';

// Every page is a lazy chunk: '/' loads the entry plus the sign-in page only; the dashboard shell
// and each area load when first visited. Declarative routes (not createBrowserRouter) because the
// data router adds about 16 kB gzipped to the sign-in page, over its 150 kB budget.
const SignInPage = lazy(() => import('./pages/sign-in').then((m) => ({ default: m.SignInPage })));
const DashboardShell = lazy(() => import('./shell/dashboard-shell').then((m) => ({ default: m.DashboardShell })));
const DashboardPage = lazy(() => import('./pages/dashboard').then((m) => ({ default: m.DashboardPage })));
const TwoFactorPage = lazy(() => import('./pages/two-factor').then((m) => ({ default: m.TwoFactorPage })));
const TwoFactorSetupPage = lazy(() => import('./pages/two-factor').then((m) => ({ default: m.TwoFactorSetupPage })));
const NotFoundPage = lazy(() => import('./pages/not-found').then((m) => ({ default: m.NotFoundPage })));

/**
 * An area declared with the kit's `defineArea`, as one lazy chunk: the module's default export is the declared area.
 * @example
 * const Quotes = declaredArea(() => import('../resources/quote/area'));
 */
function declaredArea(load: () => Promise<{ default: TDefinedArea }>): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m.default.Routes })));
}

/** Every menu entry's area, by menu slug (a menu entry without one fails the type check). Each is its own lazy chunk. */
const AREAS: Record<TMenuSlug, LazyExoticComponent<ComponentType>> = {
  cities: declaredArea(() => import('../resources/city/area')),
  'destination-packs': declaredArea(() => import('../resources/destination-pack/area')),
  eatineraries: declaredArea(() => import('../resources/eatinerary/area')),
  quotes: declaredArea(() => import('../resources/quote/area')),
  coupons: declaredArea(() => import('../resources/coupon/area')),
  places: declaredArea(() => import('../resources/place/area')),
  dishes: declaredArea(() => import('../resources/dish/area')),
  cuisines: declaredArea(() => import('../resources/cuisine/area')),
  explore: declaredArea(() => import('../resources/explore-list/area')),
  landmarks: declaredArea(() => import('../resources/landmark/area')),
  tags: declaredArea(() => import('../resources/tag/area')),
  users: declaredArea(() => import('../resources/user/area')),
  reviews: declaredArea(() => import('../resources/review/area')),
  home: declaredArea(() => import('../resources/home/area')),
  settings: declaredArea(() => import('../resources/setting/area')),
};

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
          {(Object.keys(AREAS) as TMenuSlug[]).map((slug) => {
            // '/*' hands deeper paths (an item's tabs) to the area's own <Routes>, inside the shell.
            const Area = AREAS[slug];
            return <Route key={slug} path={`${slug}/*`} element={<Area />} />;
          })}
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
