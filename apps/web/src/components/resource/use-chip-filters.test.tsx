import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TChipFilter, useChipFilters } from './use-chip-filters';

const GROUPS: TChipFilter[] = [
  { key: 'status', label: 'Status', field: 'status', options: ['WIP', 'complete'].map((value) => ({ value, label: value })) },
  { key: 'rating', label: 'Rating', field: 'guideRating', numeric: true, options: ['0', '1', '2', '3'].map((value) => ({ value, label: value })) },
];
const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return renderHook(() => ({ chips: useChipFilters(GROUPS), location: useLocation() }), { wrapper });
}

describe('chip filters in the URL', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('should read the picks of each group, keeping only its own options, and match any of them per group', () => {
    const { chips } = renderAt('/p?status=WIP,archived,WIP&rating=3,x').result.current;
    expect(chips.picks).toEqual({ status: ['WIP'], rating: ['3'] });
    expect(chips.where).toEqual({ and: [{ status: { inq: ['WIP'] } }, { guideRating: { inq: [3] } }] });
  });

  it('should add no condition when nothing is picked', () => {
    expect(renderAt('/p').result.current.chips.where).toBeUndefined();
    expect(renderAt('/p?status=WIP').result.current.chips.where).toEqual({ status: { inq: ['WIP'] } });
  });

  it('should write new picks, drop emptied groups and return to page 1, keeping the rest of the URL', () => {
    const { result } = renderAt('/p?q=lis&status=WIP&page=3');
    act(() => result.current.chips.write({ status: [], rating: ['1', '2'] }));
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({ q: 'lis', rating: '1,2' });
  });
});
