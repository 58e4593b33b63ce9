import { describe, expect, it } from 'vitest';
import { termGaps, termWords } from './autocomplete-sql';

/** A typed text's words and their distances, as PostgreSQL's parser places a name's words in the words index. */
describe('termWords and termGaps', () => {
  it('should put 2 before the first part of a hyphenated compound and 1 everywhere else', () => {
    expect(termWords('Osterix Herzg-Conn')).toEqual(['osterix', 'herzg', 'conn']);
    expect(termGaps('Osterix Herzg-Conn')).toEqual([1, 2, 1]);
    expect(termGaps('x Ab-Cd-Ef y')).toEqual([1, 2, 1, 1, 1]);
    expect(termGaps("x O'Neil-Smith y")).toEqual([1, 1, 2, 1, 1]);
    // A compound that starts the text has nothing before it.
    expect(termGaps('Herzog-Conn Bar')).toEqual([1, 1, 1]);
  });

  it('should leave what the parser does not join as a compound at 1: a part without a letter, a loose or double hyphen', () => {
    for (const text of ['x Bar-2 y', 'x 2-b y', 'x ab- cd y', 'x ab -cd y', 'x a--b y', 'Johnsn’s Taproom'])
      expect(termGaps(text), text).toEqual(termWords(text).map(() => 1));
  });

  it('should give as many gaps as words, at most ten', () => {
    const long = Array.from({ length: 12 }, (_, i) => `w${i}-x${i}`).join(' ');
    expect(termGaps(long)).toHaveLength(termWords(long).length);
    expect(termWords(long)).toHaveLength(10);
  });
});
