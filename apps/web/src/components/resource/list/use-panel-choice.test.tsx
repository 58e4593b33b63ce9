import { act, renderHook, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitProviders } from '../area/test-providers';
import type { TChipFilter } from './use-chip-filters';
import { usePanelChoice } from './use-panel-choice';

const CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published', where: { isPublished: true } },
];
const GROUPS: TChipFilter[] = [
  {
    key: 'status',
    label: 'Status',
    field: 'status',
    options: ['WIP', 'complete'].map((value) => ({ value, label: value })),
  },
  {
    key: 'rating',
    label: 'Rating',
    field: 'guideRating',
    numeric: true,
    options: ['0', '1', '2', '3'].map((value) => ({ value, label: value })),
  },
];

function renderAt(url: string, { cityField }: { cityField?: string } = { cityField: 'destinationId' }) {
  window.history.replaceState(null, '', url);
  const { wrapper } = kitProviders();
  return renderHook(
    () => ({
      panel: usePanelChoice({
        choices: CHOICES,
        value: new URLSearchParams(useLocation().search).get('filter') ?? 'all',
        defaultValue: 'all',
        chipFilters: GROUPS,
        cityField,
      }),
      location: useLocation(),
    }),
    { wrapper },
  );
}
const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('the filter panel holds one choice in the URL', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    // The city names the panel shows come from GET destinations.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify([{ id: 3, name: 'Lisboa' }]), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('should apply one group of chips alone: any of its picks, own options only', () => {
    const { panel } = renderAt('/p?status=WIP,archived,WIP').result.current;
    expect(panel.picks).toEqual({ status: ['WIP'] });
    expect(panel.value).toBe('all');
    expect(panel.where).toEqual({ status: { inq: ['WIP'] } });
    expect(renderAt('/p?rating=3,1').result.current.panel.where).toEqual({ guideRating: { inq: [3, 1] } });
  });

  it('should apply the first of several choices an old link holds: the main choice, then the groups in order, then cities', () => {
    const both = renderAt('/p?filter=published&status=WIP&cities=3').result.current.panel;
    expect(both.where).toEqual({ isPublished: true });
    expect(both.picks).toEqual({});
    expect(both.cityGroup?.cities).toEqual([]);
    const groups = renderAt('/p?rating=3&status=WIP&cities=3').result.current.panel;
    expect(groups.where).toEqual({ status: { inq: ['WIP'] } });
    expect(groups.picks).toEqual({ status: ['WIP'] });
  });

  it('should apply the cities as the choice and name them once loaded', async () => {
    const { result } = renderAt('/p?cities=3');
    expect(result.current.panel.where).toEqual({ destinationId: { inq: [3] } });
    await waitFor(() => expect(result.current.panel.cityGroup?.cities).toEqual([{ id: 3, name: 'Lisboa' }]));
  });

  it('should ignore the cities in the URL when the panel has no city chips', () => {
    expect(renderAt('/p?cities=3', {}).result.current.panel.where).toBeUndefined();
  });

  it('should write exactly one choice, drop the others and return to page 1, keeping the rest of the URL', () => {
    const { result } = renderAt('/p?q=lis&filter=published&cities=3&page=3');
    act(() => result.current.panel.apply('all', { rating: ['1', '2'] }));
    expect(query(result.current.location.search)).toEqual({ q: 'lis', rating: '1,2' });
    act(() => result.current.panel.apply('published', {}));
    expect(query(result.current.location.search)).toEqual({ q: 'lis', filter: 'published' });
    act(() => result.current.panel.apply('all', { cities: ['3', '12'] }));
    expect(query(result.current.location.search)).toEqual({ q: 'lis', cities: '3,12' });
    act(() => result.current.panel.apply('all', {}));
    expect(query(result.current.location.search)).toEqual({ q: 'lis' });
  });

  it('should write only the first choice when handed several', () => {
    const { result } = renderAt('/p');
    act(() => result.current.panel.apply('published', { status: ['WIP'], cities: ['3'] }));
    expect(query(result.current.location.search)).toEqual({ filter: 'published' });
    act(() => result.current.panel.apply('all', { status: ['WIP'], rating: ['3'] }));
    expect(query(result.current.location.search)).toEqual({ status: 'WIP' });
  });
});
