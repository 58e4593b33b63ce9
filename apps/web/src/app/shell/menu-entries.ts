import type { TSummaryKey } from '@mise/contracts/common/resource';

/** One side-menu entry: its label, path segment under /dashboard and (optionally) its summary key. */
export type TMenuEntry = {
  label: string;
  /** '' is the dashboard itself; otherwise the segment after /dashboard/. */
  slug: string;
  summaryKey?: TSummaryKey;
};

// Kept literal so TMenuSlug knows every slug (the router's areas are a record keyed by it).
const ENTRIES = [
  { label: 'Dashboard', slug: '' },
  { label: 'Home', slug: 'home' },
  { label: 'Cities', slug: 'cities', summaryKey: 'Destination' },
  { label: 'Places', slug: 'places', summaryKey: 'Establishment' },
  { label: 'Dishes', slug: 'dishes', summaryKey: 'FoodDrink' },
  { label: 'Cuisines', slug: 'cuisines', summaryKey: 'Cuisine' },
  { label: 'Landmarks', slug: 'landmarks', summaryKey: 'Landmark' },
  { label: 'Explore', slug: 'explore', summaryKey: 'List' },
  { label: 'Eatineraries', slug: 'eatineraries' },
  { label: 'Destination Packs', slug: 'destination-packs' },
  { label: 'Quotes', slug: 'quotes' },
  { label: 'Tags', slug: 'tags' },
  { label: 'Coupons', slug: 'coupons', summaryKey: 'Coupon' },
  { label: 'User', slug: 'users', summaryKey: 'User' },
  { label: 'Reviews', slug: 'reviews' },
  { label: 'Settings', slug: 'settings' },
] as const satisfies readonly TMenuEntry[];

/** Side menu, in the order of part 1 §2. Sign Out is added by the menu itself. */
export const MENU_ENTRIES: readonly TMenuEntry[] = ENTRIES;

/** The slug of every menu entry that opens an area (all but the dashboard itself). */
export type TMenuSlug = Exclude<(typeof ENTRIES)[number]['slug'], ''>;

/** '/dashboard' or '/dashboard/<slug>'. */
export function menuPath(entry: TMenuEntry): string {
  return entry.slug ? `/dashboard/${entry.slug}` : '/dashboard';
}
