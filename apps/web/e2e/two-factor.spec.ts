import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SIGNED_OUT } from './support/env';
import { startOwnServer, type TOwnServer } from './support/own-server';
import { expectToast } from './support/resource';
import { fillSignIn, mainMenu } from './support/session';

/**
 * Two-factor sign-in in the browser (issue 10 §9), as a staff member would: enrol in the console with the key the page
 * shows, codes made here with the same TOTP library an authenticator app follows, recovery codes, then sign in again.
 * Each describe runs its own server with its own staff account, so the shared e2e admin never gets a second factor
 * (the other specs sign in with the password alone) and REQUIRE_2FA can be switched on.
 */

const STEP_MS = 30_000;
const step = () => Math.floor(Date.now() / STEP_MS);
/** What an authenticator app shows for this secret at `at` (ms). */
const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
/**
 * A code the server has not accepted yet: it refuses a step it has already used, so while the step of the last accepted
 * code lasts, the next step's code (accepted as a phone clock a little ahead) is the one to type.
 */
const freshCode = (secret: string, lastStep: number) =>
  codeFor(secret, step() > lastStep ? Date.now() : (lastStep + 1) * STEP_MS);

test.use({ storageState: SIGNED_OUT });
test.describe.configure({ mode: 'serial' });

/** Enrols on the page already showing "Set up two-factor sign-in"; answers the secret, the step used and the recovery codes. */
async function enrol(page: Page) {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByLabel('Secret key').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const at = Date.now();
  const usedStep = Math.floor(at / STEP_MS);
  await page.getByLabel('Code from your app').fill(codeFor(secret, at));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((text) => text.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  return { secret, usedStep, recoveryCodes };
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

async function signOutFromUserMenu(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

test.describe('two-factor sign-in, chosen by the staff member', () => {
  const STAFF = { email: 'second-factor@mise.test', password: 'e2e-second-factor-pass' };
  let server: TOwnServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });
  });
  test.afterAll(async () => server?.stop());

  test('should enrol in the console, then sign in with password and a generated code, and with a recovery code', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${server.url}/`);
    await fillSignIn(page, STAFF);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The user menu in the app bar leads to the setting.
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/two-factor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page.getByText(/Two-factor sign-in is off/)).toBeVisible();

    // A wrong code leaves it off and says why.
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secretShown = ((await page.getByLabel('Secret key').textContent()) ?? '').replace(/\s+/g, '');
    await expectNoSeriousAxeViolations(page);
    const wrong = codeFor(secretShown) === '000000' ? '111111' : '000000';
    await page.getByLabel('Code from your app').fill(wrong);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByLabel('Code from your app')).toHaveAccessibleDescription(/That code is not right/);
    await page.reload();
    const { secret, usedStep, recoveryCodes } = await enrol(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText(/Two-factor sign-in is on\..*10 recovery codes are left\./)).toBeVisible();

    await signOutFromUserMenu(page, 'Admin');

    // Password first: the page then asks for the code, and a wrong one is refused on the spot.
    await fillSignIn(page, STAFF);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    const codeField = page.getByLabel('Authentication code');
    await codeField.fill(wrong === freshCode(secret, usedStep) ? '222222' : wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(codeField).toHaveAccessibleDescription(/That code is not right/);
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousAxeViolations(page);
    await codeField.fill(freshCode(secret, usedStep));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // A recovery code instead of the app's code, once.
    await signOutFromUserMenu(page, 'Admin');
    await fillSignIn(page, STAFF);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.url}/dashboard/two-factor`);
    await expect(page.getByText(/9 recovery codes are left\./)).toBeVisible();

    // Turned off with the password and a code (here a recovery code): the next sign-in asks for the password alone.
    // The password alone is refused, next to the code's field.
    await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByLabel('Code from your app or a recovery code')).toHaveAccessibleDescription(
      /Enter the current 6-digit code/,
    );
    await page.getByLabel('Code from your app or a recovery code').fill(recoveryCodes[1]);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expectToast(page, 'Two-factor sign-in is off');
    await expect(page.getByText(/Two-factor sign-in is off/)).toBeVisible();
    await signOutFromUserMenu(page, 'Admin');
    await fillSignIn(page, STAFF);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('REQUIRE_2FA=true', () => {
  const STAFF = { email: 'must-enrol@mise.test', password: 'e2e-must-enrol-password' };
  let server: TOwnServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, REQUIRE_2FA: 'true' });
  });
  test.afterAll(async () => server?.stop());

  test('should take a staff member without two-factor sign-in straight to enrolment, and open the console once done', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${server.url}/`);
    await fillSignIn(page, STAFF);
    await expect(page).toHaveURL(/\/two-factor-setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
    // Nothing else opens: not the console's pages, nor its API.
    await page.goto(`${server.url}/dashboard/cities`);
    await expect(page).toHaveURL(/\/two-factor-setup$/);
    const blocked = await page.request.get(`${server.url}/api/destinations`);
    expect(blocked.status()).toBe(403);
    expect((await blocked.json()).error.message).toMatch(/Set up two-factor sign-in/);

    const { secret, usedStep, recoveryCodes } = await enrol(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect((await page.request.get(`${server.url}/api/destinations`)).status()).toBe(200);

    await signOutFromUserMenu(page, 'Admin');
    await fillSignIn(page, STAFF);
    await page.getByLabel('Authentication code').fill(freshCode(secret, usedStep));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The second factor removed elsewhere while the console is open: its next call holds it at set-up, no reload needed.
    // Turning it off takes the password and a code (a recovery code here); this session stays signed in.
    const off = await page.request.post(`${server.url}/api/users/me/two-factor/disable`, {
      data: { currentPassword: STAFF.password, code: recoveryCodes[0] },
    });
    expect(off.status()).toBe(204);
    // The server may trust its last look for SESSION_RECHECK_MS (2 s).
    await expect
      .poll(async () => (await page.request.get(`${server.url}/api/destinations`)).status(), { timeout: 10_000 })
      .toBe(403);
    await mainMenu(page)
      .getByRole('link', { name: /^Cities( [\d,]+)?$/ })
      .click();
    await expect(page).toHaveURL(/\/two-factor-setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  });
});
