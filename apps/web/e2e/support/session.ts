import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';

/** Fills the sign-in form the way a staff member does. */
export async function fillSignIn(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in through the UI and waits for the dashboard. */
export async function signIn(page: Page, credentials: { email: string; password: string } = E2E_ADMIN) {
  await page.goto('/');
  await fillSignIn(page, credentials);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The side menu. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}
