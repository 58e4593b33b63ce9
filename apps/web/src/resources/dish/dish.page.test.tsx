import { dishResource } from '@mise/contracts/resources/dish';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const ROWS = [
  sampleRecord(dishResource.record, { id: 1, name: 'Pastel de nata', isPublished: true }),
  sampleRecord(dishResource.record, { id: 2, name: 'Bacalhau', isPublished: true }),
  sampleRecord(dishResource.record, { id: 3, name: 'Ginjinha', isPublished: true }),
];

describe('the Dishes page', () => {
  it('should list the dishes with their count, and open one on a click', async () => {
    renderApp('/dashboard/dishes', { data: { dish: ROWS } });
    const list = await expectListed('Dishes', ['Pastel de nata', 'Bacalhau', 'Ginjinha']);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dishes' })).toBeTruthy();
    expect(screen.getByText('Select a dish from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Bacalhau'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bacalhau' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/dishes/2/history');
  });
});
