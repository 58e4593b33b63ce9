import { userResource } from '@mise/contracts/resources/user';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { renderApp } from '../../test/render-app';

/** A user as the detail reads it: `includeCount` gives the tab labels' counts. */
const user = (id: number, name: string | null, email: string) => ({
  ...sampleRecord(userResource.record, { id, name, email, emailVerified: id === 1 }),
  counts: { tags: 2, reviews: 5, suggested: 0, subscriptions: 1 },
});
const USERS = [
  user(1, 'Ana Lima', 'ana@example.com'),
  user(2, null, 'no-name@example.com'),
  user(3, 'Bruno Sá', 'bruno@example.com'),
];

describe('the Users page', () => {
  it('should list the users with their count, and open one on a click with its tab counts', async () => {
    renderApp('/dashboard/users', { data: { user: USERS } });
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Ana Lima')).toBeTruthy();
    expect(within(list).getByText('Bruno Sá')).toBeTruthy();
    // A user without a name is listed by e-mail (the row's both lines).
    expect(within(list).getAllByText('no-name@example.com')).toHaveLength(2);
    expect(within(list).getAllByRole('img', { name: 'Email verified' })).toHaveLength(1);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByText('Select a user from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Bruno Sá'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bruno Sá' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/users/3/details');
    expect(screen.getByRole('tab', { name: 'Reviews (5)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Preferences (2)' })).toBeTruthy();
  });
});
