import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { definePageArea } from './define-page-area';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The area mounted as the router mounts every area: under `{slug}/*` of /dashboard. */
function mount(path: string) {
  const { Routes: AreaRoutes } = definePageArea({ slug: 'things', page: () => <h1>Things page</h1> });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/things/*" element={<AreaRoutes />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('definePageArea', () => {
  afterEach(cleanup);

  it('should show the page at /dashboard/{slug}', () => {
    mount('/dashboard/things');
    expect(screen.getByRole('heading', { name: 'Things page' })).toBeTruthy();
  });

  it('should send a deeper path back to the page', () => {
    mount('/dashboard/things/12/details');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/things');
    expect(screen.getByRole('heading', { name: 'Things page' })).toBeTruthy();
  });
});
