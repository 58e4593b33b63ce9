import type { TCallAnswer } from '@mise/contracts/common/call';
import type { calls } from '@mise/contracts/calls';
import type { TSummaryKey } from '@mise/contracts/registry';
import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from './env';

export type { TSummaryKey };
/** GET appmodels/summary, by the registry's summary keys (the call's answer is keyed by any string). */
export type TSummary = Record<TSummaryKey, TCallAnswer<typeof calls.app.summary>[string]>;

/** POST /api/users/login; the request context keeps the session cookie. */
export async function apiSignIn(request: APIRequestContext, credentials = E2E_ADMIN) {
  const response = await request.post('/api/users/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TCallAnswer<typeof calls.session.login>;
}

/**
 * GET /api/appmodels/summary with the same session the page uses (pass `page.request`), so the test
 * compares the UI with the numbers the server gives.
 */
export async function getSummary(request: APIRequestContext): Promise<TSummary> {
  const response = await request.get('/api/appmodels/summary');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TSummary;
}

/** How the UI writes counts (thousands separators). */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** For building exact-name regular expressions from labels. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
