import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DetailTabs } from './detail-tabs';

describe('DetailTabs', () => {
  it("should put the count in brackets, or after a dash where the area asks (an explore list's 'Places - 3')", () => {
    render(
      <MemoryRouter>
        <DetailTabs
          basePath="/dashboard/explore/4"
          active="places"
          tabs={[
            { segment: 'details', label: 'Details' },
            { segment: 'places', label: 'Places', count: 3, countStyle: 'dash' },
            { segment: 'images', label: 'Images', count: 1200 },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'Details' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Places - 3' }).getAttribute('href')).toBe('/dashboard/explore/4/places');
    expect(screen.getByRole('tab', { name: 'Images (1,200)' })).toBeTruthy();
  });
});
