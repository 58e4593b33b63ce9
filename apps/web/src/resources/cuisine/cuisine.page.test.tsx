import { cuisineResource } from '@mise/contracts/resources/cuisine';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const ROWS = [
  sampleRecord(cuisineResource.record, { id: 1, name: 'Ramen', isPublished: true }),
  sampleRecord(cuisineResource.record, { id: 2, name: 'Tapas', isPublished: true }),
  sampleRecord(cuisineResource.record, { id: 3, name: 'Mezze', isPublished: true }),
];

describe('the Cuisines page', () => {
  it('should list the cuisines with their count, and open one on a click', async () => {
    renderApp('/dashboard/cuisines', { data: { cuisine: ROWS } });
    const list = await expectListed('Cuisines', ['Ramen', 'Tapas', 'Mezze']);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cuisines' })).toBeTruthy();
    expect(screen.getByText('Select a cuisine from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Tapas'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tapas' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/cuisines/2/details');
  });
});
