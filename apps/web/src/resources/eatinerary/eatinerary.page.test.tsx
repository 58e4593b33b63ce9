import { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const ROWS = [
  sampleRecord(eatineraryResource.record, { id: 1, name: 'A day in Alfama', isPublished: true }),
  sampleRecord(eatineraryResource.record, { id: 2, name: 'Porto by night', isPublished: true }),
  sampleRecord(eatineraryResource.record, { id: 3, name: 'Sintra lunch', isPublished: true }),
];

describe('the Eatineraries page', () => {
  it('should list the eatineraries with their count, and open one on a click', async () => {
    renderApp('/dashboard/eatineraries', { data: { eatinerary: ROWS } });
    const list = await expectListed('Eatineraries', ['A day in Alfama', 'Porto by night', 'Sintra lunch']);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Eatineraries' })).toBeTruthy();
    expect(screen.getByText('Select an eatinerary from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Porto by night'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Porto by night' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/eatineraries/2/details');
  });
});
