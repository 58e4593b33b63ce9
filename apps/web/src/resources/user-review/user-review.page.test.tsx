import { userReviewResource } from '@mise/contracts/resources/review';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const AUTHOR = { id: 4, name: 'Rita Writer', email: 'rita@example.com' };
/** An editorial review with its author, as the list (`withUser`) and the detail (`REVIEW_DETAIL`) include it. */
const review = (id: number, title: string) => ({
  ...sampleRecord(userReviewResource.record, { id, title, userId: AUTHOR.id, isPublished: id !== 2 }),
  user: AUTHOR,
});
const REVIEWS = [review(1, 'A perfect bifana'), review(2, 'Worth the queue'), review(3, 'Best custard tart in town')];

describe('the Reviews page', () => {
  it('should list the reviews with their authors and count, and open one on a click', async () => {
    renderApp('/dashboard/reviews', { data: { userReview: REVIEWS } });
    const list = await expectListed(
      'Reviews',
      REVIEWS.map((r) => r.title),
    );
    expect(within(list).getAllByText('Rita Writer')).toHaveLength(3);
    expect(within(list).getAllByText('Unpublished')).toHaveLength(1);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    expect(screen.getByText('Select a review from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Worth the queue'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Worth the queue' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/reviews/2/details');
  });
});
