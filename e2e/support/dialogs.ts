import type { Locator, Page } from '@playwright/test';

/**
 * Clicks the backdrop beside a dialog, where a visitor would: left of it, or above it on a
 * phone, where the dialog takes the whole width. Returns false when the dialog covers the
 * whole screen and there is no backdrop to click.
 */
export async function clickBesideDialog(page: Page, dialog: Locator): Promise<boolean> {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('the dialog is not on screen');
  if (box.x >= 8) await page.mouse.click(box.x / 2, box.y + box.height / 2);
  else if (box.y >= 8) await page.mouse.click(page.viewportSize()!.width / 2, box.y / 2);
  else return false;
  return true;
}
