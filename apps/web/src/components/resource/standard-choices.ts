/**
 * The list choices several areas share word for word, declared once (part 2 §7 "Dishes and cuisines" sort options and
 * §9's explore filters; cities, places, landmarks and users use the same).
 */

/** The sort menu: A-Z (the default), Newest First, Oldest First, Recently Modified. */
export const NAME_AND_DATE_SORTS = [
  { value: 'az', label: 'A-Z', order: 'name ASC' },
  { value: 'newest', label: 'Newest First', order: 'created DESC' },
  { value: 'oldest', label: 'Oldest First', order: 'created ASC' },
  { value: 'modified', label: 'Recently Modified', order: 'updated DESC' },
] as const;

/** The filter panel's All, Published, Unpublished, Newly Added and Recently Updated. */
export const PUBLISH_AND_FLAG_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published', where: { isPublished: true } },
  { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
  { value: 'newly-added', label: 'Newly Added', where: { newlyAdded: true } },
  { value: 'recently-updated', label: 'Recently Updated', where: { recentlyUpdated: true } },
] as const;
