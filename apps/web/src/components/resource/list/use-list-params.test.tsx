import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useListParams, usePageWithinCount } from './use-list-params';

const DEFAULTS = { filter: 'all', sort: 'az' };
const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

/** The hook with the address it sees, on a browser router at `url`. */
function renderAt(url: string, prefix = '') {
  window.history.replaceState(null, '', url);
  return renderHook(() => ({ params: useListParams(DEFAULTS, prefix), location: useLocation() }), { wrapper });
}

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('list parameters in the URL', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('should read search, filter, sort and page from the URL, and the defaults when absent', () => {
    expect(renderAt('/dashboard/cities?q=lis&filter=published&sort=za&page=3').result.current.params).toMatchObject({
      search: 'lis',
      filter: 'published',
      sort: 'za',
      page: 3,
    });
    expect(renderAt('/dashboard/cities').result.current.params).toMatchObject({
      search: '',
      filter: 'all',
      sort: 'az',
      page: 1,
    });
  });

  it('should take page 1 for a page that is not a whole number of at least 1', () => {
    for (const page of ['0', '-2', '1.5', 'x'])
      expect(renderAt(`/l?page=${page}`).result.current.params.page, page).toBe(1);
  });

  it('should write each change to the URL, leave defaults out, and return to page 1 on search, filter and sort', () => {
    const { result } = renderAt('/dashboard/cities?page=4');
    act(() => result.current.params.setFilter('published'));
    expect(query(result.current.location.search)).toEqual({ filter: 'published' });
    act(() => result.current.params.setPage(2));
    act(() => result.current.params.setSort('za'));
    expect(query(result.current.location.search)).toEqual({ filter: 'published', sort: 'za' });
    act(() => result.current.params.setFilter('all'));
    act(() => result.current.params.setSort('az'));
    expect(result.current.location.search).toBe('');
    act(() => result.current.params.setSearch('   '));
    expect(result.current.location.search).toBe('');
  });

  it('should keep both of two changes made before the list renders again (a settling search and an applied filter)', () => {
    const { result } = renderAt('/dashboard/cities');
    // Both setters come from the same render, as when the search debounce fires just before Apply is pressed.
    const { setSearch, setFilter } = result.current.params;
    act(() => {
      setSearch('lis');
      setFilter('published');
    });
    expect(query(result.current.location.search)).toEqual({ q: 'lis', filter: 'published' });
    const { setFilter: applyAgain, setSearch: typeAgain } = result.current.params;
    act(() => {
      applyAgain('unpublished');
      typeAgain('lisb');
    });
    expect(query(result.current.location.search)).toEqual({ q: 'lisb', filter: 'unpublished' });
  });

  it('should keep two lists on one page apart by their prefix', () => {
    const { result } = renderAt('/dashboard/cities/4/places?q=lis', 'place-');
    act(() => result.current.params.setSearch('fig'));
    expect(query(result.current.location.search)).toEqual({ q: 'lis', 'place-q': 'fig' });
    expect(result.current.params.search).toBe('fig');
  });

  it('should replace the history entry while typing, and add one for a filter', () => {
    const { result } = renderAt('/dashboard/cities');
    const before = window.history.length;
    act(() => result.current.params.setSearch('l'));
    act(() => result.current.params.setSearch('li'));
    expect(window.history.length).toBe(before);
    act(() => result.current.params.setFilter('published'));
    expect(window.history.length).toBe(before + 1);
  });

  it('should send a page past the end to the last page once the count is known, in place of the history entry', () => {
    window.history.replaceState(null, '', '/dashboard/cities?q=lis&page=99');
    const before = window.history.length;
    const { result, rerender } = renderHook(
      ({ count }: { count: number | undefined }) => {
        const params = useListParams(DEFAULTS);
        usePageWithinCount(params, count, 20);
        return { params, location: useLocation() };
      },
      { wrapper, initialProps: { count: undefined as number | undefined } },
    );
    // Unknown total: the page is left alone.
    expect(result.current.params.page).toBe(99);
    rerender({ count: 23 });
    expect(query(result.current.location.search)).toEqual({ q: 'lis', page: '2' });
    expect(window.history.length).toBe(before);
    rerender({ count: 0 });
    expect(query(result.current.location.search)).toEqual({ q: 'lis' });
    // A page within the count stays.
    act(() => result.current.params.setPage(1));
    rerender({ count: 45 });
    act(() => result.current.params.setPage(3));
    expect(result.current.params.page).toBe(3);
  });
});
