import { destinationPackResource } from '@mise/contracts/resources/destination-pack';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const ROWS = [
  sampleRecord(destinationPackResource.record, { id: 1, name: 'Iberia' }),
  sampleRecord(destinationPackResource.record, { id: 2, name: 'Nordics' }),
  sampleRecord(destinationPackResource.record, { id: 3, name: 'Balkans' }),
];

describe('the Destination Packs page', () => {
  it('should list the destination packs with their count, and open one on a click', async () => {
    renderApp('/dashboard/destination-packs', { data: { destinationPack: ROWS } });
    const list = await expectListed('Destination packs', ['Iberia', 'Nordics', 'Balkans']);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Destination Packs' })).toBeTruthy();
    expect(screen.getByText('Select a destination pack from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Nordics'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nordics' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/destination-packs/2/detail');
  });
});
