import { calls } from '@mise/contracts/calls';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, onTestFinished, vi } from 'vitest';
import { Providers } from '../app/providers';
import { AppRoutes } from '../app/router';
import { type TFakeApi, type TFakeApiOptions, fakeAnswer, fakeApi } from './fake-api';

/** The signed-in staff member every page test runs as. */
export const STAFF = { id: 1, email: 'sam@example.com', name: 'Sam Staff', roles: ['ADMIN'] };

/** The start-up probe finds a session (two-factor on, so no set-up page stands in the way). */
const SIGNED_IN = fakeAnswer(calls.session.probe, () => ({
  signedIn: true as const,
  user: STAFF,
  twoFactor: { enabled: true, required: false, recoveryCodesLeft: 10 },
}));

/** Where the router is, for tests that follow a link. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/**
 * Renders the real console at `path` (its providers, session, shell and lazy areas) against a fake API made from the
 * contracts, signed in. When the test ends the real fetch comes back and any request the fake could not serve fails it.
 * @example
 * const { api } = renderApp('/dashboard/quotes', { data: { quote: [{ id: 1, title: 'Eat well' }] } });
 * expect(await screen.findByText('Eat well')).toBeTruthy();
 */
export function renderApp(path: string, options: TFakeApiOptions = {}): { api: TFakeApi } {
  const api = fakeApi({ ...options, answers: [SIGNED_IN, ...(options.answers ?? [])] });
  vi.stubGlobal('fetch', api.fetch);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    api.verify();
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </Providers>,
  );
  return { api };
}

/**
 * Waits for the area's list (by its accessible name) and checks it holds exactly these rows, each showing its text.
 * @example
 * const list = await expectListed('Quotes', ['Eat well', 'Salt first']);
 */
export async function expectListed(name: string, texts: readonly string[]): Promise<HTMLElement> {
  // Waits for the rows as well: after a write the list refetches, and the earlier page stays up meanwhile.
  return waitFor(() => {
    const list = screen.getByRole('list', { name });
    expect(within(list).getAllByRole('listitem')).toHaveLength(texts.length);
    for (const text of texts) expect(within(list).getByText(text)).toBeTruthy();
    return list;
  });
}
