import { landmarkResource } from '@mise/contracts/resources/landmark';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const ROWS = [
  sampleRecord(landmarkResource.record, { id: 1, name: 'Belem Tower', isPublished: true }),
  sampleRecord(landmarkResource.record, { id: 2, name: 'Castle of Sao Jorge', isPublished: true }),
  sampleRecord(landmarkResource.record, { id: 3, name: 'Santa Justa Lift', isPublished: true }),
];

describe('the Landmarks page', () => {
  it('should list the landmarks with their count, and open one on a click', async () => {
    renderApp('/dashboard/landmarks', { data: { landmark: ROWS } });
    const list = await expectListed('Landmarks', ['Belem Tower', 'Castle of Sao Jorge', 'Santa Justa Lift']);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Landmarks' })).toBeTruthy();
    expect(screen.getByText('Select a landmark from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Castle of Sao Jorge'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Castle of Sao Jorge' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/landmarks/2/details');
  });
});
