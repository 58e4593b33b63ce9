import { describe, expect, it } from 'vitest';
import { Rng } from '../../apps/server/src/seed/prng';
import { misspell } from './typo-search';

/** The bench's typos must be exactly one edit of the kind asked, in a word of four letters or more. */
describe('misspell', () => {
  const rng = new Rng(7, 'test');
  const names = ['Cervejaria Ramiro', "Silva's Kitchen", 'The Golden Fig', 'Lisbon Bakery & Bar'];

  it('should change one letter, drop one, add one or swap two neighbours of a long enough word', () => {
    for (let round = 0; round < 50; round++) {
      for (const name of names) {
        const substituted = misspell(name, 'substituted', rng) as string;
        expect(substituted).toHaveLength(name.length);
        expect([...substituted].filter((c, i) => c !== name[i])).toHaveLength(1);
        expect(misspell(name, 'missing', rng)).toHaveLength(name.length - 1);
        expect(misspell(name, 'extra', rng)).toHaveLength(name.length + 1);
        const swapped = misspell(name, 'swapped', rng) as string;
        const changed = [...swapped].flatMap((c, i) => (c === name[i] ? [] : [i]));
        expect(changed).toHaveLength(2);
        expect(changed[1] - changed[0]).toBe(1);
        // Short words ('The', 'Fig', 'Bar', "s") are never touched.
        for (const typo of [substituted, swapped])
          expect(typo.split(' ').filter((w, i) => w !== name.split(' ')[i] && w.length < 4)).toEqual([]);
      }
    }
  });

  it('should give nothing for a name without a word of four letters', () => {
    expect(misspell('Bar & Co', 'substituted', rng)).toBeUndefined();
  });
});
