import { type Locator, type Page, expect } from '@playwright/test';

/** dnd-kit's announcement once the dragged item is over another one (not over itself, as right after pick-up). */
const OVER_ANOTHER = /item ([\w-]+) was moved over droppable area (?!\1\.)[\w-]+\./;

/**
 * Moves an item one place with the keyboard (dnd-kit: Space, arrow, Space), waiting for each step's screen-reader
 * announcement. An arrow pressed before the drop targets are measured moves nothing (seen in CI), so the arrow is
 * pressed again until the item is over another one.
 * @example
 * await moveByKeyboard(row.getByRole('button', { name: 'Drag to reorder' }), page, 'ArrowDown');
 */
export async function moveByKeyboard(handle: Locator, page: Page, key: 'ArrowDown' | 'ArrowRight') {
  const announcer = page.getByRole('status').filter({ hasText: /draggable item/i });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcer).toContainText(/Picked up|was moved over/);
  await expect(async () => {
    if (!OVER_ANOTHER.test((await announcer.textContent()) ?? '')) await page.keyboard.press(key);
    await expect(announcer).toContainText(OVER_ANOTHER, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('was dropped');
}
