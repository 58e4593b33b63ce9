import { exploreListResource } from '@mise/contracts/resources/explore-list';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const ROWS = [
  sampleRecord(exploreListResource.record, { id: 1, name: 'Best bakeries', isPublished: true }),
  sampleRecord(exploreListResource.record, { id: 2, name: 'Rooftop bars', isPublished: true }),
  sampleRecord(exploreListResource.record, { id: 3, name: 'Late-night eats', isPublished: true }),
];

describe('the Explore page', () => {
  it('should list the explore lists with their count, and open one on a click', async () => {
    renderApp('/dashboard/explore', { data: { exploreList: ROWS } });
    const list = await expectListed('Explore lists', ['Best bakeries', 'Rooftop bars', 'Late-night eats']);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeTruthy();
    expect(screen.getByText('Select an explore list from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Rooftop bars'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rooftop bars' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/explore/2/details');
  });
});
