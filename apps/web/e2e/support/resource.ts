import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Waits for the toast with this exact text and its variant, then closes it, so the next action's toast
 * can show (the app shows one toast at a time and ignores others while one is open).
 */
export async function expectToast(page: Page, text: string, variant: 'success' | 'error' = 'success') {
  // The toast, not a form's own alert that may say the same (a refused SAVE shows both).
  // Its message alone: a toast with Undo also holds the button's word.
  const message = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const toast = page.getByTestId('toast').filter({ has: page.locator('.MuiAlert-message', { hasText: message }) });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(new RegExp(`MuiAlert-color${variant === 'success' ? 'Success' : 'Error'}`));
  // On a loaded machine the toast may hide itself (3 s) before the click lands; then there is nothing left to close, and
  // a click would wait for it until the test's timeout. Hidden is what the next step needs, and is asserted either way.
  await toast
    .getByRole('button', { name: 'Close' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(toast).toBeHidden();
}

/** GET /api/<path> with the page's session; fails the test on a non-2xx answer. */
export async function apiGet<T>(request: APIRequestContext, path: string, query?: Record<string, unknown>): Promise<T> {
  const params = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`
    : '';
  const response = await request.get(`/api/${path}${params}`);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** POST /api/<path>; fails the test on a non-2xx answer. */
export async function apiPost<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api/${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** PATCH /api/<path>; fails the test on a non-2xx answer. */
export async function apiPatch<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.patch(`/api/${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A unique suffix so reruns against one database never collide. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
