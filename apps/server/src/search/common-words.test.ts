import { describe, expect, it } from 'vitest';
import { anyRare } from './common-words';

describe('anyRare', () => {
  it('should tell a word outside the counted common words, and nothing before words are counted', () => {
    const common = new Set(['the', 'bar', 'wine']);
    expect(anyRare(['ron'], common)).toBe(true);
    expect(anyRare(['gan', 'wine'], common)).toBe(true);
    expect(anyRare(['the', 'wine'], common)).toBe(false);
    expect(anyRare(['ron'], undefined)).toBe(false);
  });
});
