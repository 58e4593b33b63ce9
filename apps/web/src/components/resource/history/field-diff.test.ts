import { describe, expect, it } from 'vitest';
import { isProse, pictureChanges, wordRuns } from './field-diff';

describe('a field diff', () => {
  it('should show a long text by the words that changed', () => {
    expect(wordRuns('Grilled fish every day', 'Grilled squid every day')).toEqual([
      { text: 'Grilled ', kind: 'same' },
      { text: 'fish', kind: 'removed' },
      { text: 'squid', kind: 'added' },
      { text: ' every day', kind: 'same' },
    ]);
    expect(isProse('Lisbon', 'Porto')).toBe(false);
    expect(isProse('A description of the place, long enough to be read word by word here', 'x')).toBe(true);
    expect(isProse(1, 2)).toBe(false);
  });

  it('should tell pictures added, removed and reordered', () => {
    const [a, b, c] = [{ url: '/img/a' }, { url: '/img/b' }, { url: '/img/c' }];
    expect(pictureChanges([a, b], [b, a])).toEqual({ added: [], removed: [], reordered: true });
    expect(pictureChanges([a, b], [a, c])).toEqual({ added: [c], removed: [b], reordered: false });
    expect(pictureChanges('x', [a])).toBeUndefined();
  });
});
