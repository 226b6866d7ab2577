import type { Page } from '@playwright/test';
import { expect } from './fixtures';

import { FROZEN_NOW } from './env';

/** Before the first navigation. The clock starts at FROZEN_NOW and runs, so timers still fire. */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: FROZEN_NOW });
}

/**
 * Waits for what arrives after the page is live: the deferred footer with its newsletter box,
 * lazy images, the self-hosted fonts. The box loads when its place comes near the viewport, as
 * a visitor scrolls down; lazy images are asked for at once rather than by scrolling past each
 * (a jump can skip one). The page is left at its end: a full-page picture then has the phone's
 * fixed bottom menu where a visitor at the end sees it, over the footer's own margin, rather
 * than across the content one screen down.
 */
export async function settle(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  // The box's place, or the box itself where the footer was near enough to load it already.
  await page.getByTestId('newsletter-placeholder').or(footer.locator('form')).first().scrollIntoViewIfNeeded();
  await expect(footer.locator('form')).toBeVisible();
  // Decoded, not only loaded: a loaded image can still miss the next paint.
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) img.setAttribute('loading', 'eager');
    await Promise.all([...document.images].map((img) => img.decode()));
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await quiet(page);
}

/**
 * Nothing transient on screen: the loading bar, a skeleton, the toast (the application dialog
 * shows one while its remote loads), a font still on its way. A toast that stays fails here,
 * by name, rather than as a count of pixels.
 */
export async function quiet(page: Page): Promise<void> {
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
