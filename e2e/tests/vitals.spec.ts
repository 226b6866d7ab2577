/**
 * Field data, end to end: a visitor's browser (sampled) reports its Web Vitals with a beacon, the
 * API counts and stores it (its /metrics, on the API's own port), and the operations page shows
 * the page's p75. Runs on the suite's own site: the API's port is not public elsewhere.
 */
import { expect, test } from '../support/fixtures';
import { E2E_DEPLOY_TOKEN, E2E_METRICS_TOKEN, E2E_PORTS, isLocalRun } from '../support/env';

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

/** A series' value in Prometheus text (0 when the series is not there yet). */
async function metric(series: string): Promise<number> {
  const text = await (await fetch(`${API}/metrics`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test.describe('field Web Vitals', { tag: ['@shell', '@mutating'] }, () => {
  test.skip(!isLocalRun, "reads the API's /metrics, which only the suite's own site exposes to it");

  test('a sampled visit sends one beacon when hidden, the API counts it at /metrics, and /_ops shows the page', async ({ page, baseURL }) => {
    const accepted = 'ssb_vitals_beacons_total{outcome="accepted"}';
    const lcpCount = 'ssb_web_vital_lcp_seconds_count{page="/Credit/:slug"}';
    const [acceptedBefore, lcpBefore] = [await metric(accepted), await metric(lcpCount)];

    // The sampling draw comes up "report" for this visit (the suite's site samples almost none).
    // The browser does not show a beacon's body to Playwright: the page keeps a copy of each.
    await page.addInitScript(() => {
      Math.random = () => 0;
      const send = navigator.sendBeacon.bind(navigator);
      const sent: Promise<string>[] = [];
      Object.assign(window, { sentBeacons: sent });
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) sent.push(data.text());
        return send(url, data);
      };
    });
    await page.goto('/ru/Credit/1');
    // web-vitals is loaded after the page, when the browser is idle; then the visitor taps.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /web-vitals/.test(e.name)));
    await page.getByRole('heading', { level: 1 }).click();

    const beacon = page.waitForRequest((req) => req.url().endsWith('/api/vitals') && req.method() === 'POST');
    // What a visitor switching tabs does to the page.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await beacon;
    const bodies = await page.evaluate(() => Promise.all((window as unknown as { sentBeacons: Promise<string>[] }).sentBeacons));
    expect(bodies).toHaveLength(1);
    const body = JSON.parse(bodies[0] ?? '{}') as {
      page: string;
      lang: string;
      device: string;
      releases: Record<string, string>;
      metrics: { name: string }[];
    };
    expect(body.page).toBe('/Credit/:slug');
    expect(body.lang).toBe('ru');
    expect(['desktop', 'phone']).toContain(body.device);
    expect(body.releases.mfe_products).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]+$/);
    expect(body.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['LCP', 'TTFB']));

    // At least: the same test at the other width may report at the same time.
    await expect.poll(() => metric(accepted)).toBeGreaterThanOrEqual(acceptedBefore + 1);
    await expect.poll(() => metric(lcpCount)).toBeGreaterThanOrEqual(lcpBefore + 1);

    const ops = await fetch(`${baseURL}/_ops?lang=en`, { headers: { authorization: `Bearer ${E2E_DEPLOY_TOKEN}` } });
    expect(ops.status).toBe(200);
    const html = await ops.text();
    expect(html).toMatch(/<th scope="row">\/Credit\/:slug<\/th><td class="n (good|improve|poor)">\d+ ms/);
    expect(html).toContain(body.releases.mfe_products);
  });
});
