/**
 * What a text requires of the word pairs of a name containing it (search_name_pairs, migration 0022; words are cut at
 * single spaces, lower-cased). A text of three words or more: each pair of two inner words is a pair of the name; the last
 * pair starts one (its second word may be cut, 'wine ba' of 'wine bar'); and the first pair, its first word perhaps the
 * end of a longer one, starts a backwards pair ('<wine hsiri' of 'irish wine' or 'moorish wine'). A text of two words,
 * the first of three letters or more: a junction starts with the first word's last four letters (three when it has only
 * three; a final 's left out first) and the second word ('}lish ba' of 'polish bar' or 'english barrel'). Undefined
 * for one word, or a letter beyond Latin-1. The function lower-cases Latin-1's capitals itself (translate) before `lower`, so its pairs and these agree whatever the database's character
 * type; where that type folds more letters than ours (a database in C leaves 'É' alone, and its `ilike` tells it from
 * 'é'), the pairs only let more names through to the `ilike`, never fewer.
 * Common pairs (pg_stats, as ANALYZE counted the index) are left out when a rarer one remains: each prefix term makes
 * the index gather every name with that pair first; a text with a single pair, a common one, is not paired at all.
 * @example
 * namePairsQuery('Home-style Irish Wine Bar', new Set(['wine bar'])) // "'<irish elyts-emoh':* & 'irish wine'"
 * namePairsQuery('Polish Bar', undefined) // "'}lish bar':*"
 */
export function namePairsQuery(text: string, common: ReadonlySet<string> | undefined): string | undefined {
  if (!/^[\x20-\x7e\xa0-\xff]*$/.test(text)) return undefined;
  const words = text.toLowerCase().split(' ');
  const last = words.length - 1;
  const terms: { lexeme: string; prefix: boolean }[] = [];
  const stem = words[0].replace(/'s$/, '');
  if (last === 1 && stem.length >= 3 && words[1]) {
    const lexeme = stem.length >= 4 ? `}${stem.slice(-4)} ${words[1]}` : `|${stem} ${words[1]}`;
    terms.push({ lexeme, prefix: true });
  }
  for (let i = 0; last >= 2 && i < last; i++) {
    const [a, b] = [words[i], words[i + 1]];
    if (!a || !b) continue;
    if (i === 0) terms.push({ lexeme: `<${b} ${[...a].reverse().join('')}`, prefix: true });
    else terms.push({ lexeme: `${a} ${b}`, prefix: i + 1 === last });
  }
  const usable = terms.filter((t) => Buffer.byteLength(t.lexeme) <= MAX_LEXEME_BYTES);
  const rare = usable.filter((t) => !common?.has(t.lexeme));
  // One common pair alone ('}aden bistro' of every Schaden's and Braden's Bistro) stands for thousands of names: the trigram
  // index, which also reads the rarer letters of the words around it, does better then.
  const chosen = rare.length > 0 ? rare : usable.length > 1 ? usable : [];
  if (chosen.length === 0) return undefined;
  return chosen.map((t) => `${quoteLexeme(t.lexeme)}${t.prefix ? ':*' : ''}`).join(' & ');
}

/** Longer pairs are not kept (search_name_pairs): a tsvector's lexeme is at most 2 kB. */
const MAX_LEXEME_BYTES = 1000;

/** A lexeme as tsquery input reads it literally: quoted, its quotes doubled and backslashes escaped. */
const quoteLexeme = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
