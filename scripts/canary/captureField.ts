/**
 * Records today's field distributions for the canary simulator: browses a running site (npm start
 * with SSB_VITALS_SAMPLE=1) in Chromium as visitors do — phones with a slow CPU and network,
 * desktops without — opens pages in three languages, uses half of them (a tab, a button, a field),
 * leaves most by a link on the page as visitors do and the rest by closing it (either way the
 * beacon is sent), and saves the API's /metrics to scripts/canary/field-metrics.prom.
 *
 *   npx tsx scripts/canary/captureField.ts <site URL> <API URL> [page views]
 *
 * The API's /metrics needs Prometheus's token: SSB_METRICS_TOKEN_FILE (npm start writes
 * var/metrics-token) or SSB_METRICS_TOKEN.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const [site = 'http://127.0.0.1:8080', api = 'http://127.0.0.1:8085', countText = '240'] = process.argv.slice(2);
const PAGES = [
  '/',
  '/Credit',
  '/Deposit',
  '/Card',
  '/Rates',
  '/calculators',
  '/apply',
  '/addresses',
  '/news',
  '/press-center',
  '/vacancy',
  '/about',
  '/FAQ',
  '/transfers',
  '/legal-person',
];
const LANGS = ['', '/ru', '/en'];
/** A mid-range phone on a mobile network, and an office desktop (Chrome DevTools' presets, roughly). */
const PROFILES = [
  { name: 'phone', width: 390, height: 844, cpu: 4, latency: 150, kbps: 1_600 },
  { name: 'desktop', width: 1280, height: 800, cpu: 1, latency: 30, kbps: 20_000 },
];
// Visitors are not seeded: the capture is a sample of today's site, the simulation is what is seeded.
const random = Math.random;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** A click on one of the first `among` elements the selector finds, if there is one. */
async function clickOneOf(page: Page, selector: string, among: number) {
  const found = page.locator(selector);
  const count = await found.count();
  if (count === 0) return;
  await found
    .nth(Math.floor(random() * Math.min(count, among)))
    .click({ timeout: 2_000 })
    .catch(() => undefined);
}

/** Something the page offers (a tab, a button, a field), as a visitor's input. */
const interact = (page: Page) => clickOneOf(page, 'main button:visible, main [role="tab"]:visible, main input:visible, main summary:visible', 6);

/** Most visitors leave a page by a link on it: a click, and the next page in the same document. */
async function followLink(page: Page) {
  await clickOneOf(page, 'header a[href^="/"]:visible, main a[href^="/"]:visible', 12);
  await page.waitForTimeout(1_000);
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  for (let view = 0; view < Number(countText); view += 1) {
    const profile = pick(PROFILES);
    const context = await browser.newContext({ viewport: { width: profile.width, height: profile.height } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    const kbps = profile.kbps * (0.5 + random());
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency * (0.5 + random()),
      downloadThroughput: (kbps * 1024) / 8,
      uploadThroughput: (kbps * 512) / 8,
    });
    await page.goto(`${site}${pick(LANGS)}${pick(PAGES)}`, { waitUntil: 'load', timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(500 + random() * 1_500);
    if (random() < 0.5) await interact(page);
    if (random() < 0.6) await followLink(page);
    await page.waitForTimeout(300);
    // Leaving the page sends its beacon (pagehide).
    await page.goto('about:blank').catch(() => undefined);
    await context.close();
    if (view % 20 === 19) console.log(`[capture] ${view + 1} page views`);
  }
  await browser.close();
  const token = (
    process.env.SSB_METRICS_TOKEN_FILE ? readFileSync(process.env.SSB_METRICS_TOKEN_FILE, 'utf8') : (process.env.SSB_METRICS_TOKEN ?? '')
  ).trim();
  const answer = await fetch(new URL('/metrics', api), { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`the API's /metrics answered ${answer.status}: set SSB_METRICS_TOKEN_FILE (npm start writes var/metrics-token)`);
  const metrics = await answer.text();
  const kept = metrics
    .split('\n')
    .filter((line) =>
      /^(ssb_web_vital_(lcp_seconds|inp_seconds|ttfb_seconds|cls)_bucket|ssb_vitals_beacons_total|ssb_remote_load_failures_total)/.test(line),
    );
  const file = path.join(import.meta.dirname, 'field-metrics.prom');
  writeFileSync(
    file,
    `# Captured ${new Date().toISOString().slice(0, 10)} by scripts/canary/captureField.ts (${countText} visits)\n${kept.join('\n')}\n`,
  );
  console.log(`[capture] ${kept.length} series saved to ${path.relative(process.cwd(), file)}`);
}

await main();
