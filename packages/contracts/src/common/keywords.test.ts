import { describe, expect, it } from 'vitest';
import { keywordValue, newKeywords, splitKeywords } from './keywords';

describe('keywords', () => {
  it('should derive lower-case words joined by underscores', () => {
    expect(keywordValue('  Rooftop   Bar ')).toBe('rooftop_bar');
    expect(keywordValue('VEGAN')).toBe('vegan');
    expect(keywordValue('   ')).toBe('');
  });

  it('should split on commas, trim and drop blanks', () => {
    expect(splitKeywords(' Vegan, , Late night ,')).toEqual(['Vegan', 'Late night']);
    expect(splitKeywords('   ')).toEqual([]);
    expect(splitKeywords('one')).toEqual(['one']);
  });

  it('should keep one per derived value and skip the ones already present', () => {
    expect(
      newKeywords({ present: ['Vegan'], incoming: ['vegan', 'Late night', 'late  NIGHT', ' ', 'Brunch'] }),
    ).toEqual(['Late night', 'Brunch']);
    expect(newKeywords({ present: [], incoming: [] })).toEqual([]);
  });

  it('should read names of richer items through nameOf', () => {
    const incoming = [{ id: 1, name: 'Patio' }, { name: 'patio' }, { name: 'Dog friendly' }];
    expect(newKeywords({ present: ['dog  friendly'], incoming, nameOf: (t) => t.name })).toEqual([
      { id: 1, name: 'Patio' },
    ]);
  });
});
