import type { TWireRecord } from '@mise/contracts/common/wire';
import type { quoteResource } from '@mise/contracts/resources/quote';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, uniqueSuffix } from './support/resource';

type TQuote = TWireRecord<typeof quoteResource>;

/**
 * Records every toast that appears, in order: the app shows one at a time and drops the others while one is open, so
 * what is visible at the end cannot tell one success from two.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const toasts: { text: string; error: boolean }[] = [];
    (window as unknown as { toasts: typeof toasts }).toasts = toasts;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        if (seen.has(el)) continue;
        seen.add(el);
        toasts.push({ text: el.textContent ?? '', error: el.className.includes('MuiAlert-colorError') });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const toasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { toasts: { text: string; error: boolean }[] }).toasts);

/** The writes the page sends to `path` (a regular expression on the URL), by method. */
function countWrites(page: Page, method: string, path: RegExp) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname))
      sent.push(request.headers()['idempotency-key'] ?? '');
  });
  return sent;
}

const quotesTitled = async (page: Page, title: string) =>
  (await apiGet<{ count: number }>(page.request, 'quotes/count', { where: { title } })).count;

test.describe('one click or two, one record', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should store one quote and say so once when SAVE of an add form is double-clicked', async ({ page }) => {
    await recordToasts(page);
    const posts = countWrites(page, 'POST', /^\/api\/quotes$/);
    await page.goto('/dashboard/quotes');
    await page.getByRole('button', { name: 'Add quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Quote' });
    const title = `Double-clicked quote ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'SAVE' }).dblclick();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/\d+\/details$/);
    await expect(page.getByTestId('toast').filter({ hasText: 'Item added successfully' })).toBeVisible();
    // Time for a second answer to arrive, had there been a second request.
    await page.waitForTimeout(1000);
    expect(await quotesTitled(page, title)).toBe(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
    const shown = await toasts(page);
    expect(shown.filter((t) => !t.error).map((t) => t.text)).toEqual(['Item added successfully']);
    expect(shown.filter((t) => t.error)).toEqual([]);
  });

  test('should save an edit once, with no conflict, when SAVE of an edit form is double-clicked', async ({ page }) => {
    const title = `Quote to edit twice ${uniqueSuffix()}`;
    const quote = await apiPost<TQuote>(page.request, 'quotes', { title });
    await recordToasts(page);
    const patches = countWrites(page, 'PATCH', new RegExp(`^/api/quotes/${quote.id}$`));
    await page.goto(`/dashboard/quotes/${quote.id}/details`);
    await page.getByRole('article').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Quote' });
    await edit.getByRole('textbox', { name: 'Title' }).fill(`${title} (edited)`);
    await edit.getByRole('button', { name: 'SAVE' }).dblclick();
    await expect(page.getByTestId('toast').filter({ hasText: 'Item edited successfully' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect((await apiGet<TQuote>(page.request, `quotes/${quote.id}`)).title).toBe(`${title} (edited)`);
    expect(await quotesTitled(page, `${title} (edited)`)).toBe(1);
    expect(patches).toHaveLength(1);
    const shown = await toasts(page);
    expect(shown.filter((t) => !t.error).map((t) => t.text)).toEqual(['Item edited successfully']);
    expect(shown.filter((t) => t.error || /changed by someone else/.test(t.text))).toEqual([]);
  });

  test('should answer a repeated create with the same key once, from the server alone', async ({ page }) => {
    // The second layer on its own: two requests the guard did not stop (a retried request) carry one key, one row.
    const title = `Same key twice ${uniqueSuffix()}`;
    const key = `e2e-${uniqueSuffix()}-key`;
    const send = () => page.request.post('/api/quotes', { data: { title }, headers: { 'Idempotency-Key': key } });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status(), b.status()]).toEqual([200, 200]);
    expect(await a.text()).toBe(await b.text());
    expect(await quotesTitled(page, title)).toBe(1);
  });
});
