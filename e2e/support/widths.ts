/**
 * The two widths the site is designed for, as the projects use them and as tests that open
 * browsers of their own (several visitors, both widths in one test) give them to `newContext`.
 */
import { devices } from '@playwright/test';

export const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
// A phone in Chromium: Pixel 7's touch, mobile viewport and user agent, at the 390 px width the site is designed for.
export const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

/** A device's options as a browser context takes them (the browser itself is the project's). */
export function contextOptions({ defaultBrowserType: _browser, ...options }: typeof DESKTOP) {
  return options;
}
