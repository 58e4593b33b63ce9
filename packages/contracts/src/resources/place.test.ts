import { describe, expect, it } from 'vitest';
import { type TSuggestion, ZUpdateSuggestions, mergeSuggestions } from './place';

const s = (userId: number, more: Partial<TSuggestion> = {}): TSuggestion => ({
  userId,
  isPrimary: false,
  deleted: false,
  tags: [],
  tips: null,
  ...more,
});

describe('suggesters chosen by staff (part 2 §4)', () => {
  it('should make the first chosen one primary when none is', () => {
    expect(mergeSuggestions([], [{ userId: 4 }, { userId: 5 }])).toEqual([s(4, { isPrimary: true }), s(5)]);
  });

  it('should mark the ones left out deleted, keeping their tags and tips, and move primary to the first active', () => {
    const stored = [s(1, { isPrimary: true, tags: [3], tips: 'Go early' }), s(2)];
    expect(mergeSuggestions(stored, [{ userId: 2 }])).toEqual([
      s(1, { deleted: true, tags: [3], tips: 'Go early' }),
      s(2, { isPrimary: true }),
    ]);
  });

  it('should keep the primary when it stays chosen, and bring a deleted one back as active', () => {
    const stored = [s(1, { deleted: true }), s(2, { isPrimary: true })];
    expect(mergeSuggestions(stored, [{ userId: 1 }, { userId: 2 }])).toEqual([s(1), s(2, { isPrimary: true })]);
  });

  it('should make the chosen primary the only primary, the previous one not', () => {
    const stored = [s(1, { isPrimary: true }), s(2)];
    expect(mergeSuggestions(stored, [{ userId: 1 }, { userId: 2, isPrimary: true }])).toEqual([
      s(1),
      s(2, { isPrimary: true }),
    ]);
  });

  it('should refuse two primaries or a user twice', () => {
    expect(
      ZUpdateSuggestions.safeParse({
        suggestions: [
          { userId: 1, isPrimary: true },
          { userId: 2, isPrimary: true },
        ],
      }).success,
    ).toBe(false);
    expect(ZUpdateSuggestions.safeParse({ suggestions: [{ userId: 1 }, { userId: 1 }] }).success).toBe(false);
  });
});
