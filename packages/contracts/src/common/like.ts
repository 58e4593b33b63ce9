/**
 * A case-insensitive "contains" pattern for `ilike`; % and _ typed by staff are meant literally.
 * @example
 * containsPattern('50%') // '%50\\%%'
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
