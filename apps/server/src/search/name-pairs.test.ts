import { describe, expect, it } from 'vitest';
import { namePairsQuery } from './name-pairs';

describe('namePairsQuery', () => {
  it('should ask a long text for its first pair backwards, its inner pairs whole and its last pair by its start', () => {
    expect(namePairsQuery('Home-style Irish Wine Bar', undefined)).toBe(
      "'<irish elyts-emoh':* & 'irish wine' & 'wine bar':*",
    );
    expect(namePairsQuery('Polish Bar', undefined)).toBe("'}lish bar':*");
    expect(namePairsQuery("nkins's Cantina", undefined)).toBe("'}kins cantina':*");
    expect(namePairsQuery('Red Besan', undefined)).toBe("'|red besan':*");
    expect(namePairsQuery("ns's Cantina", undefined)).toBeUndefined();
  });

  it('should leave out common pairs while a rarer one remains, and keep them all when none does', () => {
    expect(namePairsQuery('The Tea Room', new Set(['tea room']))).toBe("'<tea eht':*");
    expect(namePairsQuery('The Tea Room', new Set(['tea room', '<tea eht']))).toBe("'<tea eht':* & 'tea room':*");
    expect(namePairsQuery("Schaden's Bistro", new Set(['}aden bistro']))).toBeUndefined();
  });

  it('should quote what tsquery reads specially, and pair nothing it cannot agree on with the database', () => {
    expect(namePairsQuery("O'Neill's \\ Bar", undefined)).toBe("'<\\\\ s''llien''o':* & '\\\\ bar':*");
    expect(namePairsQuery('Río Dining Room', undefined)).toBe("'<dining oír':* & 'dining room':*");
    expect(namePairsQuery('Karkamış Coffee House', undefined)).toBeUndefined();
    expect(namePairsQuery('Bar', undefined)).toBeUndefined();
    expect(namePairsQuery('A Bar', undefined)).toBeUndefined();
    expect(namePairsQuery('Back  Room', undefined)).toBeUndefined();
  });
});
