import { calls } from '@mise/contracts/calls';
import { cityResource } from '@mise/contracts/resources/city';
import { ZCityDetailCounts } from '@mise/contracts/resources/city-calls';
import { ZSetting } from '@mise/contracts/resources/setting';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeError, fakeAnswer } from '../../test/fake-api';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const city = (id: number, name: string, place: { state: string; country: string }) =>
  sampleRecord(cityResource.record, { id, name, ...place, continent: 'EU', isPublished: id !== 3 });
const CITIES = [
  city(1, 'Lisboa', { state: 'Lisboa District', country: 'Portugal' }),
  city(2, 'Porto', { state: 'Norte', country: 'Portugal' }),
  city(3, 'Sevilla', { state: 'Andalucia', country: 'Spain' }),
];
const CONTINENTS = sampleRecord(ZSetting, { id: 1, key: 'continentName', value: [{ name: 'Europe', value: 'EU' }] });

/** GET destinations/{id}/details: the seeded city with its tab counts (no pack). */
const DETAILS = fakeAnswer(calls.city.details, ({ params }) => {
  const found = CITIES.find((c) => c.id === Number(params.id));
  if (!found) return new FakeError(404, `Destination ${params.id} was not found`);
  const counts = { ...sampleRecord(ZCityDetailCounts, {}), establishments: 4, landmarks: 2 };
  return { ...found, counts, destinationPack: null };
});

describe('the Cities page', () => {
  it('should list the cities with their count, and open one on a click with its details and tab counts', async () => {
    renderApp('/dashboard/cities', { data: { city: CITIES, setting: [CONTINENTS] }, answers: [DETAILS] });
    const list = await expectListed('Cities', ['Lisboa', 'Porto', 'Sevilla']);
    expect(within(list).getByText('Norte, Portugal')).toBeTruthy();
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cities' })).toBeTruthy();
    expect(screen.getByText('Select a city from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Porto'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Porto' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/cities/2/details');
    expect(screen.getByRole('tab', { name: 'Places (4)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Landmarks (2)' })).toBeTruthy();
    // The continent shows by the name the continentName setting gives it.
    expect(await screen.findByText('Europe')).toBeTruthy();
  });

  it('should say so when the city in the address does not exist', async () => {
    renderApp('/dashboard/cities/9/details', { data: { city: CITIES }, answers: [DETAILS] });
    expect(await screen.findByText('Destination 9 was not found')).toBeTruthy();
  });
});
