import { calls } from '@mise/contracts/calls';
import { ZQuote } from '@mise/contracts/resources/quote';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const QUOTES = [
  sampleRecord(ZQuote, { id: 1, title: 'Eat well, live well', isPublished: true }),
  sampleRecord(ZQuote, { id: 2, title: 'Bread is life', isPublished: false }),
  sampleRecord(ZQuote, { id: 3, title: 'Salt first', isPublished: true }),
];

describe('the Quotes page', () => {
  it('should list the quotes with their count, and open one on a click', async () => {
    renderApp('/dashboard/quotes', { data: { quote: QUOTES } });
    const list = await expectListed('Quotes', ['Eat well, live well', 'Bread is life', 'Salt first']);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Quotes' })).toBeTruthy();
    expect(screen.getByText('Select a quote from the list.')).toBeTruthy();
    // Only the unpublished quote wears the lock.
    expect(within(list).getAllByText('Unpublished')).toHaveLength(1);
    fireEvent.click(within(list).getByText('Bread is life'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bread is life' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/quotes/2/details');
  });

  it('should delete the open quote, then show the list without it', async () => {
    const { api } = renderApp('/dashboard/quotes/2/details', { data: { quote: QUOTES } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bread is life' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this quote?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Item Deleted Successfully')).toBeTruthy();
    // The toast and the move back to the list come from one success handler; either may render first.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/quotes'));
    expect(await screen.findByText('2 items')).toBeTruthy();
    await expectListed('Quotes', ['Eat well, live well', 'Salt first']);
    expect(api.requestsTo(calls.quote.delete).map((request) => request.path)).toEqual(['/quotes/2']);
  });
});
