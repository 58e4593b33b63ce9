/**
 * The list choices several areas share word for word, declared once (part 2 §7 "Dishes and cuisines" sort options and
 * §9's explore filters; cities, places, landmarks and users use the same).
 */

/**
 * The sort menu: A-Z on `field` (the default), Newest First, Oldest First, Recently Modified; for a model whose A-Z is
 * not by name (an editorial review's title).
 * @example
 * sorts: nameAndDateSorts('title') // A-Z is 'title ASC'
 */
export function nameAndDateSorts<const F extends string>(field: F) {
  return [
    { value: 'az', label: 'A-Z', order: `${field} ASC` },
    { value: 'newest', label: 'Newest First', order: 'created DESC' },
    { value: 'oldest', label: 'Oldest First', order: 'created ASC' },
    { value: 'modified', label: 'Recently Modified', order: 'updated DESC' },
  ] as const;
}

/** The sort menu: A-Z by name (the default), Newest First, Oldest First, Recently Modified. */
export const NAME_AND_DATE_SORTS = nameAndDateSorts('name');

/** The filter panel's All, Published, Unpublished, Newly Added and Recently Updated. */
export const PUBLISH_AND_FLAG_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published', where: { isPublished: true } },
  { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
  { value: 'newly-added', label: 'Newly Added', where: { newlyAdded: true } },
  { value: 'recently-updated', label: 'Recently Updated', where: { recentlyUpdated: true } },
] as const;
