import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../feedback/toast';
import { AreaContext } from '../area/area-context';
import type { TArea } from '../area/area-types';
import { EditorialDetails, type TEditorialItem } from './editorial-details';

const ITEM: TEditorialItem = {
  id: 7,
  name: 'Torre de Belém',
  created: '2026-11-20T10:00:00.000Z',
  updated: '2026-11-21T10:00:00.000Z',
  shortDescription: 'Near @[Lisbon](Destination:4)',
  description: 'Plain words',
  notes: null,
  newlyAdded: false,
  recentlyUpdated: false,
};

/** An area as defineArea makes it, with only what the detail reads (its path, traits, labels and toasts). */
const AREA = {
  resource: { model: 'Landmark', path: 'landmarks', traits: { publish: true } },
  labels: { title: 'Landmarks', one: 'landmark', many: 'landmarks' },
  messages: {
    added: 'Added',
    edited: 'Edited',
    deleted: 'Deleted',
    deleteFailed: 'Not deleted',
    deleteQuestion: 'Sure?',
  },
  basePath: '/dashboard/landmarks',
} as unknown as TArea;

function renderDetails(mentions: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ToastProvider>
          <AreaContext.Provider value={AREA}>
            <EditorialDetails item={ITEM} links={[]} mentions={mentions} />
          </AreaContext.Provider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('editorial details', () => {
  afterEach(cleanup);

  it('should show a description’s mentions as links to the mentioned items when the area says they hold mentions', () => {
    renderDetails(true);
    expect(screen.getByRole('link', { name: 'Lisbon' }).getAttribute('href')).toBe('/dashboard/cities/4/details');
    expect(screen.queryByText(/@\[/)).toBeNull();
    expect(screen.getByText('Plain words')).toBeTruthy();
  });

  it('should show the descriptions as stored otherwise', () => {
    renderDetails(false);
    expect(screen.getByText('Near @[Lisbon](Destination:4)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lisbon' })).toBeNull();
  });
});
