/**
 * Keyword entry rules (part 2 §5 "Tag/keyword entry"), shared by the server and the web's keyword field. Generic: a
 * keyword is any short name whose stored value is derived from it (tags, place types).
 */

/**
 * Keyword → stored value: lower-case words joined by underscores; duplicates are compared by it.
 * @example
 * keywordValue('  Rooftop  Bar ') // 'rooftop_bar'
 */
export function keywordValue(text: string): string {
  return text.trim().toLowerCase().split(/\s+/).filter(Boolean).join('_');
}

/**
 * Typed text → keywords: a comma splits, each is trimmed, blanks are dropped.
 * @example
 * splitKeywords(' Vegan, , Late night ') // ['Vegan', 'Late night']
 */
export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * The items of `incoming` worth adding: blank names dropped, one per derived value (the first wins), none whose value
 * is already among `present`. `nameOf` reads an item's name (items may carry more than a name, such as an id).
 * @example
 * newKeywords({ present: ['Vegan'], incoming: ['vegan', 'Late night', 'late  NIGHT', ' '] }) // ['Late night']
 */
export function newKeywords<T = string>({
  present,
  incoming,
  nameOf = (item: T) => item as unknown as string,
}: {
  present: readonly string[];
  incoming: readonly T[];
  nameOf?: (item: T) => string;
}): T[] {
  const seen = new Set(present.map(keywordValue));
  const kept: T[] = [];
  for (const item of incoming) {
    const value = keywordValue(nameOf(item));
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    kept.push(item);
  }
  return kept;
}
