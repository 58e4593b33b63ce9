import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocalPage } from './use-relation-list';

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('local paging of a relation tab', () => {
  it('should cut 45 items into pages of 20, 20 and 5', () => {
    const { result } = renderHook(() => useLocalPage(items(45), 20));
    expect(result.current).toMatchObject({ page: 1, pageCount: 3, count: 45, offset: 0 });
    expect(result.current.rows).toEqual(items(20));
    act(() => result.current.setPage(2));
    expect(result.current.rows).toEqual(items(40).slice(20));
    expect(result.current.offset).toBe(20);
    act(() => result.current.setPage(3));
    expect(result.current.rows).toEqual([41, 42, 43, 44, 45]);
  });

  it('should show the page before when the last page empties', () => {
    const { result, rerender } = renderHook(({ list }) => useLocalPage(list, 20), {
      initialProps: { list: items(41) },
    });
    act(() => result.current.setPage(3));
    expect(result.current.rows).toEqual([41]);
    rerender({ list: items(40) });
    expect(result.current.page).toBe(2);
    expect(result.current.rows).toEqual(items(40).slice(20));
  });

  it('should show one empty page for no items, and never a page past the end', () => {
    const { result } = renderHook(() => useLocalPage([], 30));
    expect(result.current).toMatchObject({ page: 1, pageCount: 1, rows: [], count: 0 });
    act(() => result.current.setPage(9));
    expect(result.current.page).toBe(1);
  });
});
