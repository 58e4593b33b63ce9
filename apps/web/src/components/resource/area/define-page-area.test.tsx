import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TDefinedArea } from './define-area';
import { definePageArea } from './define-page-area';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The area mounted as the router mounts every area: under `{slug}/*` of /dashboard. */
function mountArea({ Routes: AreaRoutes }: TDefinedArea, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/things/*" element={<AreaRoutes />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const mount = (path: string) => mountArea(definePageArea({ slug: 'things', page: () => <h1>Things page</h1> }), path);

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

/** A page of tabs mounted the same way, with an extra page beside the tabs and a header button. */
const mountTabs = (path: string) =>
  mountArea(
    definePageArea({
      slug: 'things',
      title: 'Things',
      tabs: [
        { route: 'first', label: 'First', page: () => <p>First page</p> },
        { route: 'second', label: 'Second', page: () => <p>Second page</p> },
      ],
      routes: [{ path: 'preview', page: () => <p>Preview page</p> }],
      actions: <button type="button">Act</button>,
    }),
    path,
  );

describe('definePageArea with tabs', () => {
  afterEach(cleanup);

  it('should send the index to the first tab, under the heading, actions and tab strip', () => {
    mountTabs('/dashboard/things');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/things/first');
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Act' })).toBeTruthy();
    const strip = screen.getByRole('tablist', { name: 'Things sections' });
    expect(strip.querySelectorAll('[role="tab"]').length).toBe(2);
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('First page')).toBeTruthy();
  });

  it('should give each tab its own route, reached by its link', () => {
    mountTabs('/dashboard/things/first');
    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/things/second');
    expect(screen.getByText('Second page')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
  });

  it('should send an unknown path back to the first tab', () => {
    mountTabs('/dashboard/things/nowhere/at/all');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/things/first');
  });

  it('should show an extra route on its own, without the tab strip', () => {
    mountTabs('/dashboard/things/preview');
    expect(screen.getByText('Preview page')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
