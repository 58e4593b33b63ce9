import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TFilterGroup, useFilterGroups } from './use-filter-groups';

const GROUPS: TFilterGroup[] = [
  {
    key: 'city',
    label: 'City',
    choices: [
      { value: 'all', label: 'All' },
      { value: 'insider', label: 'Insider', where: { subscription: 'insider' } },
      { value: 'basic', label: 'Basic', where: { subscription: 'basic' } },
    ],
  },
  {
    key: 'kind',
    label: 'Kind',
    choices: [
      { value: 'any', label: 'Any' },
      { value: 'staff', label: 'Staff', where: { isStaff: true } },
    ],
  },
];
const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return renderHook(() => ({ groups: useFilterGroups(GROUPS), location: useLocation() }), { wrapper });
}

describe('filter groups in the URL', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('should read each group choice, falling back to its default for a missing or unknown value', () => {
    const { groups } = renderAt('/p?city=insider&kind=nobody').result.current;
    expect(groups.chosen).toEqual({ city: 'insider', kind: 'any' });
    expect(groups.where).toEqual({ subscription: 'insider' });
  });

  it('should add every chosen condition, and none for the defaults', () => {
    expect(renderAt('/p').result.current.groups.where).toBeUndefined();
    expect(renderAt('/p?city=basic&kind=staff').result.current.groups.where).toEqual({
      and: [{ subscription: 'basic' }, { isStaff: true }],
    });
  });

  it('should write new choices, leave defaults out of the URL and return to page 1, keeping the rest', () => {
    const { result } = renderAt('/p?q=ann&city=insider&page=3');
    act(() => result.current.groups.write({ city: 'all', kind: 'staff' }));
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
      q: 'ann',
      kind: 'staff',
    });
  });
});
