import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { containsPattern } from '@mise/contracts/common/like';
import { quoteResource } from '@mise/contracts/resources/quote';
import { kitProviders } from '../area/test-providers';
import { searchWhere, type TWhere, useResourceList } from './use-resource-list';

describe('search to where', () => {
  it('should search the name with the server’s search operator', () => {
    expect(searchWhere('par', undefined)).toEqual({ name: { search: 'par' } });
  });

  it('should join the search and the list’s own condition with and', () => {
    expect(searchWhere('par', { isPublished: true })).toEqual({
      and: [{ isPublished: true }, { name: { search: 'par' } }],
    });
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

describe('the count of a list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("should tell the current where's count from the previous one kept on screen while it loads", async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const published = decodeURIComponent(url).includes('"isPublished":true');
        if (url.includes('/count') && published) await held;
        const body = url.includes('/count') ? { count: published ? 3 : 45 } : [];
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const { wrapper } = kitProviders();
    const { result, rerender } = renderHook(
      ({ where }: { where?: TWhere }) => useResourceList(quoteResource, { page: 1, pageSize: 20, where }),
      {
        wrapper,
        initialProps: {},
      },
    );
    await waitFor(() => expect(result.current.currentCount).toBe(45));
    rerender({ where: { isPublished: true } });
    await waitFor(() => expect(result.current.currentCount).toBeUndefined());
    expect(result.current.count).toBe(45);
    release();
    await waitFor(() => expect(result.current.currentCount).toBe(3));
    expect(result.current.count).toBe(3);
  });
});
