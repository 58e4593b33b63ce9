/**
 * Items grouped by a key, each group in the items' order and the groups in the order their keys first appear
 * (Map.groupBy, which Node 20 lacks).
 * @example
 * groupBy(rows, (row) => row.table) // Map { 'tags' => [...], 'cuisines' => [...] }
 */
export function groupBy<T>(items: Iterable<T>, key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
