/** How many CSV records a text holds (a quoted cell may hold line breaks). */
export function csvRecords(text: string): number {
  let records = 0;
  let quoted = false;
  for (const ch of text.trimEnd()) {
    if (ch === '"') quoted = !quoted;
    else if (ch === '\n' && !quoted) records++;
  }
  return records + 1;
}
