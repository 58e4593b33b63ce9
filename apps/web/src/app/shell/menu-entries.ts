import type { TSummaryKey } from '@mise/contracts/common/resource';
import { CONTENT_TYPES, MENU_TYPES, type TMenuSlug } from '@mise/contracts/registry';

export type { TMenuSlug };

/** One side-menu entry: its label, path segment under /dashboard and (optionally) its summary key. */
export type TMenuEntry = {
  label: string;
  /** '' is the dashboard itself; otherwise the segment after /dashboard/ (an area's, the trash or the jobs). */
  slug: '' | TMenuSlug | 'desk' | 'trash' | 'jobs';
  summaryKey?: TSummaryKey;
};

/** Side menu, in the order of part 1 §2 (the registry's `menu.order`). Sign Out is added by the menu itself. */
export const MENU_ENTRIES: readonly TMenuEntry[] = [
  { label: 'Dashboard', slug: '' },
  // Not in the spec: what needs work, the pinned views and the city × rule matrix (issue 34, docs/decisions.md).
  { label: 'Desk', slug: 'desk' },
  ...MENU_TYPES.map((name): TMenuEntry => {
    const type = CONTENT_TYPES[name];
    const entry: TMenuEntry = { label: type.menu.label, slug: type.menu.slug };
    return 'summary' in type ? { ...entry, summaryKey: type.model } : entry;
  }),
  // Not in part 1 §2: the one trash of every soft-deletable type (issue 32, docs/decisions.md).
  { label: 'Trash', slug: 'trash' },
  // Not in the spec either: bulk edits, imports and exports running and done (issue 33).
  { label: 'Jobs', slug: 'jobs' },
];

/** '/dashboard' or '/dashboard/<slug>'. */
export function menuPath(entry: Pick<TMenuEntry, 'slug'>): string {
  return entry.slug ? `/dashboard/${entry.slug}` : '/dashboard';
}
