import { placeResource } from '@mise/contracts/resources/place';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const LISBOA = { id: 7, name: 'Lisboa' };
/** A place as the list and the detail read it: its city's name and, as `includeCount` asks, its lists' sizes. */
const place = (id: number, name: string, addressLine1: string) => ({
  ...sampleRecord(placeResource.record, { id, name, addressLine1, destinationId: LISBOA.id, isPublished: true }),
  destination: LISBOA,
  similarEstablishments: [],
  suggestions: [],
  primarySuggesters: [],
  counts: { cuisines: 2, foodDrinks: 0, reviews: 1, tags: 3, similarEstablishments: 0 },
});
const PLACES = [
  place(1, 'Cervejaria Ramiro', 'Av. Almirante Reis 1'),
  place(2, 'Taberna da Rua das Flores', 'Rua das Flores 103'),
  place(3, 'Manteigaria', 'Rua do Loreto 2'),
];

describe('the Places page', () => {
  it('should list the places with their city and count, and open one on a click with its tab counts', async () => {
    renderApp('/dashboard/places', { data: { place: PLACES } });
    const list = await expectListed(
      'Places',
      PLACES.map((p) => p.name),
    );
    expect(within(list).getByText('Lisboa · Rua das Flores 103')).toBeTruthy();
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Places' })).toBeTruthy();
    expect(screen.getByText('Select a place from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Taberna da Rua das Flores'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Taberna da Rua das Flores' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/places/2/details');
    expect(screen.getByRole('tab', { name: 'Cuisines (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tags (3)' })).toBeTruthy();
  });
});
