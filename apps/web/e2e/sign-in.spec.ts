import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE, E2E_ADMIN, SIGNED_OUT } from './support/env';
import { fillSignIn } from './support/session';

test.describe('sign-in page', () => {
  test.use({ storageState: SIGNED_OUT });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('should show Required next to both fields when submitted empty', async ({ page }) => {
    await page.getByRole('button', { name: 'Login' }).click();

    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await expect(email).toHaveAccessibleDescription('Required');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Required');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/$/);
  });

  test('should show Invalid email for a badly formed email', async ({ page }) => {
    await fillSignIn(page, { email: 'not-an-email', password: 'anything' });

    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Invalid email');
    await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/$/);
  });

  test('should clear a message once the field is corrected', async ({ page }) => {
    await page.getByRole('button', { name: 'Login' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAccessibleDescription('Required');

    await email.fill('someone@example.com');
    await expect(email).toHaveAccessibleDescription('');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Required');
  });

  test('should show an Invalid Credentials toast for a wrong password', async ({ page }) => {
    await fillSignIn(page, { email: E2E_ADMIN.email, password: 'wrong-password' });

    await expect(page.getByRole('alert')).toHaveText('Invalid Credentials');
    await expect(page).toHaveURL(/\/$/);
  });

  test('should sign in with a trimmed email and land on /dashboard', async ({ page }) => {
    await fillSignIn(page, { email: `  ${E2E_ADMIN.email}  `, password: E2E_ADMIN.password });

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('should have no serious or critical accessibility violations', async ({ page }) => {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});

test.describe('sign-in page when already signed in', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should redirect from / to /dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('sign-in page before anyone signs in', () => {
  test.use({ storageState: SIGNED_OUT });

  test('should log no 401 or other error to the console, with no session or a dead cookie, and then sign in', async ({
    page,
    context,
    baseURL,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.text().includes('401')) logged.push(message.text());
    });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });

    // A fresh browser: the start-up check has answered (the page settles) without a 401.
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(logged).toEqual([]);
    expect(refused).toEqual([]);

    // A cookie left from an ended session is answered the same way (and cleared), from any path.
    await context.addCookies([{ name: 'access_token', value: 'ended-long-ago', url: baseURL ?? '' }]);
    await page.goto('/dashboard/cities');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token');

    expect(logged).toEqual([]);
    expect(refused).toEqual([]);
    await fillSignIn(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(logged).toEqual([]);
  });
});
