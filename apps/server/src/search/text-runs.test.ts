import { describe, expect, it } from 'vitest';
import { textRuns } from './text-runs';

describe('textRuns', () => {
  it('should require whole runs inside the text, a run ending at its start and a run starting at its end', () => {
    expect(textRuns("Schowalter-Kfeeling's Trattoria")).toEqual({
      whole: ['kfeeling'],
      ending: 'schowalter',
      starting: 'trattoria',
    });
    expect(textRuns('The Blue Bakery, Lisbon')).toEqual({
      whole: ['blue', 'bakery'],
      ending: undefined,
      starting: 'lisbon',
    });
  });

  it('should leave out runs of fewer than four letters and a text that is one run', () => {
    expect(textRuns('Bar do Zé')).toBeUndefined();
    expect(textRuns('Trattoria')).toBeUndefined();
    expect(textRuns('Mo Bar 1')).toBeUndefined();
  });

  it('should cut runs at digits and punctuation as the database does', () => {
    expect(textRuns('abcd1efgh2ijkl')).toEqual({ whole: ['efgh'], ending: 'abcd', starting: 'ijkl' });
    expect(textRuns('at foo-barn.c')).toEqual({ whole: ['barn'], ending: undefined, starting: undefined });
  });

  it('should require nothing of a text with letters beyond ASCII', () => {
    expect(textRuns('Café Lisboa Central')).toBeUndefined();
  });
});
