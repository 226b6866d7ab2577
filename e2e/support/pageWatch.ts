/**
 * What a page went through, for tests that follow one visitor across release switches: every
 * document it loaded, and every sign of a page mixing releases (an uncaught error, a hydration
 * mismatch, a chunk that could not load) or any other console error.
 */
import type { Page } from '@playwright/test';
import { PAGE_READY_ATTRIBUTE } from '@ssb/shell/server';

/** What React and webpack say when a document mixes releases. */
const MIXED_RELEASES = /hydrat|ChunkLoadError|Loading chunk/i;

export interface PageWatch {
  /** Each problem as one line: `pageerror: …`, `console error: …`, `console warning: …`. */
  readonly problems: string[];
  /** Documents loaded in the page (its `load` events): a client-side navigation loads none. */
  loads(): number;
}

export function watchPage(page: Page, label: string): PageWatch {
  const problems: string[] = [];
  let loads = 0;
  page.on('pageerror', (error) => problems.push(`${label} pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || MIXED_RELEASES.test(message.text())) problems.push(`${label} console ${message.type()}: ${message.text()}`);
  });
  page.on('load', () => (loads += 1));
  return { problems, loads: () => loads };
}

/** Waits until the page is live: rendered and hydrated, its scripts running (the shell's ready mark). */
export async function waitForLive(page: Page): Promise<void> {
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), PAGE_READY_ATTRIBUTE);
}
