import { describe, expect, it } from 'vitest';
import { containsPattern } from '@mise/contracts/common/like';
import { searchWhere } from './use-resource-list';

describe('search to where', () => {
  it('should search the name with the server’s search operator', () => {
    expect(searchWhere('par', undefined)).toEqual({ name: { search: 'par' } });
  });

  it('should join the search and the list’s own condition with and', () => {
    expect(searchWhere('par', { isPublished: true })).toEqual({ and: [{ isPublished: true }, { name: { search: 'par' } }] });
  });

  it('should search the field it is given', () => {
    expect(searchWhere('eat', undefined, 'title')).toEqual({ title: { search: 'eat' } });
  });

  it('should leave out an empty or blank search, and an empty condition', () => {
    expect(searchWhere('', undefined)).toBeUndefined();
    expect(searchWhere('   ', {})).toBeUndefined();
    expect(searchWhere(' ', { isPublished: false })).toEqual({ isPublished: false });
  });

  it('should trim the search and send it to the server as typed (its contains pattern takes %, _ and \\ literally)', () => {
    expect(searchWhere('  lis ', undefined)).toEqual({ name: { search: 'lis' } });
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%');
  });
});
