import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SIGNED_OUT } from './support/env';
import { startOwnServer, type TOwnServer } from './support/own-server';
import { expectToast } from './support/resource';
import { fillSignIn } from './support/session';

/**
 * Issue 27 §2 in the browser: a staff member changes their password from the user menu (and signs in with the new one),
 * and resets a colleague's lost second factor from the Users area. It runs its own server, whose two staff accounts are
 * made by starting it twice on one data folder (each start makes its ADMIN_EMAIL staff), so the shared e2e admin's
 * password never changes.
 */

const ME = { email: 'password-changer@mise.test', password: 'e2e-password-before' };
const NEW_PASSWORD = 'e2e fresh kettle lighthouse';
const COLLEAGUE = { email: 'lost-phone@mise.test', password: 'e2e-lost-phone-password' };
const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

test.use({ storageState: SIGNED_OUT });
test.describe.configure({ mode: 'serial' });

let server: TOwnServer;
let colleagueId = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'mise-e2e-accounts-'));

test.beforeAll(async () => {
  test.setTimeout(360_000);
  // First start: the colleague is staff, signs in and turns two-factor sign-in on through the API.
  const first = await startOwnServer({
    ADMIN_EMAIL: COLLEAGUE.email,
    ADMIN_PASSWORD: COLLEAGUE.password,
    DATA_DIR: dataDir,
  });
  try {
    const post = (path: string, body: object, token?: string) =>
      fetch(`${first.url}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
      }).then(async (res) => ({
        status: res.status,
        body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
      }));
    const login = await post('users/login', COLLEAGUE);
    const token = String(login.body.id);
    colleagueId = Number(login.body.userId);
    const { secret } = (await post('users/me/two-factor/start', {}, token)).body as { secret: string };
    expect((await post('users/me/two-factor/confirm', { code: codeNow(secret) }, token)).status).toBe(200);
  } finally {
    await first.stop();
  }
  // Second start on the same folder: this spec's staff member is staff too.
  server = await startOwnServer({ ADMIN_EMAIL: ME.email, ADMIN_PASSWORD: ME.password, DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openUserMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('should change the password from the user menu, then sign in with the new one', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${server.url}/`);
  await fillSignIn(page, ME);
  await expect(page).toHaveURL(/\/dashboard$/);

  await openUserMenuItem(page, 'Change password');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  // Messages next to the fields: the form's own, then the server's.
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByLabel('Current password')).toHaveAccessibleDescription('Enter your current password');
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveAccessibleDescription('Enter a new password');
  await dialog.getByLabel('Current password').fill('not my password at all');
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(`${NEW_PASSWORD} typo`);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'The two new passwords are not the same',
  );
  await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByLabel('Current password')).toHaveAccessibleDescription('That password is not right');

  await dialog.getByLabel('Current password').fill(ME.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Your password is changed. You stay signed in here; other devices were signed out');
  await expect(dialog).toBeHidden();
  // Still signed in here.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await fillSignIn(page, ME);
  await expect(page.getByRole('alert')).toHaveText('Invalid Credentials');
  await fillSignIn(page, { email: ME.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("should reset a colleague's two-factor sign-in from the Users area, after a confirm with one's own password", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${server.url}/`);
  await fillSignIn(page, { email: ME.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${server.url}/dashboard/users/${colleagueId}/details`);
  const reset = page.getByRole('button', { name: 'Reset two-factor sign-in' });
  await expect(reset).toBeVisible();
  await reset.click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in?' });
  await expect(dialog.getByText(/has lost their phone/)).toBeVisible();
  await dialog.getByLabel('Your password').fill('not my password at all');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription('That password is not right');
  await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expectToast(page, 'Two-factor sign-in is reset for Admin');
  await expect(dialog).toBeHidden();
  await expect(reset).toBeHidden();

  // The colleague now signs in with the password alone (outside this browser, whose session stays ours).
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(COLLEAGUE),
  });
  expect(login.status).toBe(200);

  // One's own details offer no reset (one's own is turned off on the two-factor page).
  const me = (await (await page.request.get(`${server.url}/api/users/me`)).json()) as { id: number };
  await page.goto(`${server.url}/dashboard/users/${me.id}/details`);
  await expect(page.getByRole('heading', { name: /Admin/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset two-factor sign-in' })).toHaveCount(0);
});
