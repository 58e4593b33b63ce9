export type TTag = { id: number; name: string };
export type TCategory = { id: number; name: string; tags: TTag[] };

/**
 * An owner's tags grouped by category in the categories' order, each category with the owner's tags only; a tag in no
 * category is listed under 'Other'.
 * @example
 * grouped([{ id: 1, name: 'Diet', tags: [vegan, halal] }], [halal, misc]) // [{ id: 1, name: 'Diet', tags: [halal] }, { id: 0, name: 'Other', tags: [misc] }]
 */
export function grouped(categories: TCategory[], tags: TTag[]): { id: number; name: string; tags: TTag[] }[] {
  const mine = new Map(tags.map((t) => [t.id, t]));
  const placed = new Set<number>();
  const groups = categories
    .map((c) => ({ id: c.id, name: c.name, tags: c.tags.filter((t) => mine.has(t.id)) }))
    .filter((g) => g.tags.length > 0);
  for (const g of groups) for (const t of g.tags) placed.add(t.id);
  const other = tags.filter((t) => !placed.has(t.id));
  return other.length > 0 ? [...groups, { id: 0, name: 'Other', tags: other }] : groups;
}
