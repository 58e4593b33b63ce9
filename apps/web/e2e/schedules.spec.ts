import { expect, type Page, test } from '@playwright/test';
import { isoToNewYorkWallTime, newYorkWallTimeToIso } from '@mise/contracts/common/new-york-time';
import { formatDateTime } from '../src/lib/format';
import { seriousViolations } from './support/axe';
import { ADMIN_STORAGE_STATE } from './support/env';
import { mainMenu } from './support/session';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

type TRow = { id: number; name: string; isPublished: boolean };
type TPreview = { slug: string; entries: { name: string | null; subject: { name: string | null } | null }[] }[];

/** The New York wall clock (a `datetime-local` value) `days` from now, at `time` or at this very minute. */
function newYorkWall(days: number, time?: string): string {
  const wall = isoToNewYorkWallTime(Date.now() + days * 86_400_000);
  return time ? `${wall.slice(0, 10)}T${time}` : wall;
}

/** The console's date and time of a wall time: '12/24/2026, 9:00 AM'. */
const shown = (wall: string) => formatDateTime(newYorkWallTimeToIso(wall));

const whenField = (page: Page) => page.getByLabel('Date and time (New York time)');

test.describe('publish and switch at a time', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should publish a place at a New York time, refusing a time gone by, list and cancel what is pending, and show the run on Jobs', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const city = await apiPost<TRow>(page.request, 'destinations', {
      name: `Sched City ${suffix}`,
      continent: 'europe',
    });
    const name = `Scheduled Tasca ${suffix}`;
    const place = await apiPost<TRow>(page.request, 'establishments', {
      name,
      address: '1 Rua',
      city: 'Porto',
      destinationId: city.id,
    });
    await page.goto(`/dashboard/places/${place.id}/details`);
    await page.getByRole('button', { name: 'Schedule publishing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule publishing' });
    await expect(dialog).toContainText('Nothing is scheduled.');
    expect(await seriousViolations(page, 'Schedule publishing')).toEqual([]);

    await whenField(page).fill(newYorkWall(-1, '09:00'));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(whenField(page)).toHaveAccessibleDescription('Choose a time that is still to come');

    const tomorrow = newYorkWall(1, '09:00');
    await dialog.getByRole('radio', { name: 'Unpublish' }).check();
    await whenField(page).fill(tomorrow);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectToast(page, `Scheduled: unpublish on ${shown(tomorrow)} (New York time)`);
    const pending = dialog.getByRole('list', { name: 'Scheduled' });
    await expect(pending).toContainText(`Unpublish on ${shown(tomorrow)}`);
    await expect(pending).toContainText('Set by');
    await pending.getByRole('button', { name: `Cancel: Unpublish on ${shown(tomorrow)}` }).click();
    await expectToast(page, 'Schedule cancelled');
    await expect(dialog).toContainText('Nothing is scheduled.');

    // This very minute: due at once (a minute typed is at most 59 s gone), so the run is seen without a long wait.
    while (new Date().getSeconds() > 45) await page.waitForTimeout(1000);
    const now = newYorkWall(0);
    await dialog.getByRole('radio', { name: 'Publish', exact: true }).check();
    await whenField(page).fill(now);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectToast(page, `Scheduled: publish on ${shown(now)} (New York time)`);
    await expect
      .poll(async () => (await apiGet<TRow>(page.request, `establishments/${place.id}`)).isPublished, {
        timeout: 15_000,
      })
      .toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await mainMenu(page).getByRole('link', { name: 'Jobs' }).click();
    const run = page
      .getByRole('table', { name: 'Jobs, newest first' })
      .getByRole('row', { name: new RegExp(`Publish place "${name}", as scheduled`) });
    await expect(run).toBeVisible();
    await expect(run.getByRole('button', { name: 'Undo' })).toBeVisible();
  });

  test("should prepare a switch of What's New, see it in the preview on a later date, then cancel it", async ({
    page,
  }) => {
    const preview = await apiGet<TPreview>(page.request, 'homeSections/preview');
    const first = preview.find((s) => s.slug === 'whats_new')?.entries[0];
    const firstName = first?.name ?? first?.subject?.name;
    expect(firstName, "a seeded entry shown in What's New").toBeTruthy();
    await page.goto('/dashboard/home/whats-new');
    await page.getByRole('button', { name: 'Schedule a switch' }).click();
    const dialog = page.getByRole('dialog', { name: /^Schedule a switch of / });
    const prepared = dialog.getByRole('list', { name: 'Prepared entries' });
    await expect(prepared.getByRole('listitem').first()).toBeVisible();
    await prepared.getByRole('button', { name: `Take out ${firstName}` }).click();
    const tomorrow = newYorkWall(1, '09:00');
    await whenField(page).fill(tomorrow);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog.getByRole('list', { name: 'Scheduled' })).toContainText(
      `Switch to ${(await prepared.getByRole('listitem').count()).toString()} prepared entries on ${shown(tomorrow)}`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/dashboard/home/preview');
    const section = page.getByRole('region', { name: /What's New/ });
    await expect(section.getByRole('listitem', { name: firstName! })).toBeVisible();
    await page.getByLabel('As it will be on (New York time)').fill(newYorkWall(1, '10:00'));
    await expect(section.getByRole('listitem', { name: firstName! })).toHaveCount(0);
    await page.getByRole('button', { name: 'Now', exact: true }).click();
    await expect(section.getByRole('listitem', { name: firstName! })).toBeVisible();

    await page.goto('/dashboard/home/whats-new');
    await page.getByRole('button', { name: 'Schedule a switch' }).click();
    await dialog.getByRole('button', { name: /^Cancel: Switch to / }).click();
    await expectToast(page, 'Schedule cancelled');
    await expect(dialog).toContainText('Nothing is scheduled.');
  });
});
