import { describe, expect, it } from 'vitest';
import { type TChange, changeLines, compareFields, fieldWords, valueText } from './change-lines';

/** What every entry of these tests shares: one operation, a time, the console. */
const AN_ENTRY = {
  operation: 'o',
  at: '2026-11-27T10:00:00.000Z',
  source: 'console' as const,
  actor: null,
  basedOn: null,
  reverts: null,
};

describe('a change history line', () => {
  it('should name a field in words and show a value short, empty ones as (empty)', () => {
    expect(fieldWords('addressLine1')).toBe('Address line 1');
    expect(fieldWords('old_rating')).toBe('Old rating');
    expect(fieldWords('_pictures')).toBe('Pictures');
    expect(valueText(null)).toBe('(empty)');
    expect(valueText('')).toBe('(empty)');
    expect(valueText([1, 2])).toBe('[1,2]');
    expect(valueText('x'.repeat(100))).toHaveLength(80);
  });

  it('should list each changed field before → after, retired ones marked, links and moves by id', () => {
    const base = { id: 1, ...AN_ENTRY };
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
    // Named as they are called now, where the history knows them.
    const named = { ...base, kind: 'link' as const, with: 'tags', ids: [4, 9], labels: { 4: 'Rooftop' } };
    expect(changeLines(named)).toEqual(['Tags: Rooftop, #9']);
    expect(changeLines({ ...base, kind: 'move', with: 'establishments', moved: [[7, 2048, 512]] })).toEqual([
      'Establishments #7: position 2048 → 512',
    ]);
  });

  it('should compare two points by the fields that differ between them, whichever is ticked first', () => {
    const at = AN_ENTRY;
    const changes: TChange[] = [
      { ...at, id: 3, kind: 'update' as const, fields: { name: ['B', 'A'] } },
      { ...at, id: 2, kind: 'update' as const, fields: { name: ['A', 'B'], phone: [null, '1'] } },
      { ...at, id: 1, kind: 'update' as const, fields: { phone: ['0', null] } },
    ];
    // From after 1 to after 3: the name went A → B → A (no difference), the phone null → 1.
    expect(compareFields(changes, 3, 1)).toEqual({ phone: [null, '1'] });
    expect(compareFields(changes, 1, 2)).toEqual({ name: ['A', 'B'], phone: [null, '1'] });
  });
});
