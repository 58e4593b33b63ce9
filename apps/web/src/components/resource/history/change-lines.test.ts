import { describe, expect, it } from 'vitest';
import { changeLines, fieldWords, valueText } from './change-lines';

describe('a change history line', () => {
  it('should name a field in words and show a value short, empty ones as (empty)', () => {
    expect(fieldWords('addressLine1')).toBe('Address line 1');
    expect(fieldWords('old_rating')).toBe('Old rating');
    expect(valueText(null)).toBe('(empty)');
    expect(valueText('')).toBe('(empty)');
    expect(valueText([1, 2])).toBe('[1,2]');
    expect(valueText('x'.repeat(100))).toHaveLength(80);
  });

  it('should list each changed field before → after, retired ones marked, links and moves by id', () => {
    const base = {
      id: 1,
      operation: 'o',
      at: '2026-11-27T10:00:00.000Z',
      source: 'console' as const,
      actor: null,
      basedOn: null,
      reverts: null,
    };
    expect(
      changeLines({
        ...base,
        kind: 'update',
        fields: { name: ['A', 'B'], deleted: [false, true] },
        retired: { old_rating: [1, 2] },
      }),
    ).toEqual(['Name: A → B', 'Old rating (retired field): 1 → 2']);
    expect(changeLines({ ...base, kind: 'link', link: 'establishment_tags', with: 'tags', ids: [4, 9] })).toEqual([
      'Tags: #4, #9',
    ]);
    expect(changeLines({ ...base, kind: 'move', with: 'establishments', moved: [[7, 2048, 512]] })).toEqual([
      'Establishments #7: position 2048 → 512',
    ]);
  });
});
