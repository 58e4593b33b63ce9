import { describe, expect, it } from 'vitest';
import { containsPattern, searchWhere } from './use-resource-list';

describe('search to where', () => {
  it('should search the name case-insensitively for text anywhere in it', () => {
    expect(searchWhere('par', undefined)).toEqual({ name: { ilike: '%par%' } });
  });

  it('should join the search and the list’s own condition with and', () => {
    expect(searchWhere('par', { isPublished: true })).toEqual({ and: [{ isPublished: true }, { name: { ilike: '%par%' } }] });
  });

  it('should search the field it is given', () => {
    expect(searchWhere('eat', undefined, 'title')).toEqual({ title: { ilike: '%eat%' } });
  });

  it('should leave out an empty or blank search, and an empty condition', () => {
    expect(searchWhere('', undefined)).toBeUndefined();
    expect(searchWhere('   ', {})).toBeUndefined();
    expect(searchWhere(' ', { isPublished: false })).toEqual({ isPublished: false });
  });

  it('should trim the search and take %, _ and \\ as typed, not as wildcards', () => {
    expect(searchWhere('  lis ', undefined)).toEqual({ name: { ilike: '%lis%' } });
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%');
  });
});
