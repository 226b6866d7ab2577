/**
 * Lighthouse on one URL in Debian's Chromium: mobile emulation with the default simulated
 * throttling (or a 2G-like network: SLOW_2G), `runs` times, median of each metric.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export interface PageMetrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  jsBytes: number;
  requests: number;
  /** Whether jspdf or html2canvas was fetched (they must wait for a download). */
  heavyLibs: number;
  /**
   * Runs whose first paint was presented more than 0.5 s after the page had loaded: Chromium
   * withheld frames (lighthouse#17148, see chromeFlags), and Lantern counts every task
   * before that observed paint into FCP and LCP. Expected to stay 0.
   */
  latePaints: number;
  /** Each run's TBT, in run order: the spread shows how much the machine moved the median. */
  tbtRuns: number[];
  /**
   * The lowest of Lighthouse's `benchmarkIndex` over the runs (its CPU calibration before each
   * load; higher is faster). A run on a busy machine shows here with a low value.
   */
  cpuIndex: number;
  /**
   * Bytes of the requests that ended before the first paint, as observed on loopback (the
   * document, its CSS, fonts and whatever else the page fetched first): what a slow network
   * carries before the visitor sees anything.
   */
  bytesBeforePaint: number;
}

/**
 * A 2G-like mobile network, as many of the bank's visitors have (Tajikistan's mobile networks
 * rank near the bottom of the world's): 400 kbit/s, 400 ms round trips, a phone 4× slower than
 * this host. Lighthouse's simulated throttling, as the default profile (Slow 4G: 1.6 Mbit/s, 150 ms).
 */
export const SLOW_2G = { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4 };

export interface MeasureOptions {
  runs?: number;
  /** Simulated throttling other than Lighthouse's default (SLOW_2G). */
  throttling?: typeof SLOW_2G;
}

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium as visitors run it: chrome-launcher's defaults except that it disables RenderDocument
 * (a new document in a new frame), which Chrome has on by default and puppeteer re-enabled in
 * 2026. With RenderDocument off, a headless load often has its first paint held back by the
 * compositor until a second or two later (observed FCP +1–2 s, Lantern LCP ≈ 3 s for a page
 * that painted at 0.3 s: lighthouse#17148). Measured here, with tracing on as Lighthouse has it,
 * on `/`: 6 of 6 loads late with RenderDocument off, 0 of 6 with Chromium's default.
 */
function chromeFlags(): string[] {
  const defaults = chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=')
      ? `--disable-features=${flag
          .slice('--disable-features='.length)
          .split(',')
          .filter((feature) => feature !== 'RenderDocument')
          .join(',')}`
      : flag,
  );
  return [...defaults, ...FLAGS];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  /** When it ended, ms after the navigation began (observed, not simulated). */
  networkEndTime?: number;
}

async function once(url: string, throttling: MeasureOptions['throttling']): Promise<PageMetrics> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromeFlags(),
    ignoreDefaultFlags: true,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(throttling ? { throttlingMethod: 'simulate' as const, throttling } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories } = result.lhr;
    const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const observed = (audits.metrics?.details as { items?: { observedLoad?: number; observedFirstContentfulPaint?: number }[] } | undefined)
      ?.items?.[0];
    const items = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      si: num('speed-index'),
      jsBytes: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
      requests: items.length,
      heavyLibs: items.some((i) => /jspdf|html2canvas/.test(i.url ?? '')) ? 1 : 0,
      latePaints: (observed?.observedFirstContentfulPaint ?? 0) - (observed?.observedLoad ?? 0) > 500 ? 1 : 0,
      tbtRuns: [num('total-blocking-time')],
      cpuIndex: result.lhr.environment.benchmarkIndex,
      bytesBeforePaint: items
        .filter((i) => (i.networkEndTime ?? Infinity) <= (observed?.observedFirstContentfulPaint ?? 0))
        .reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    };
  } finally {
    await chrome.kill();
  }
}

export async function measurePage(url: string, { runs = 3, throttling }: MeasureOptions = {}): Promise<PageMetrics> {
  const all: PageMetrics[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await once(url, throttling));
  const pick = (key: Exclude<keyof PageMetrics, 'tbtRuns'>) => median(all.map((m) => m[key]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
    jsBytes: pick('jsBytes'),
    requests: pick('requests'),
    heavyLibs: Math.max(...all.map((m) => m.heavyLibs)),
    latePaints: all.reduce((sum, m) => sum + m.latePaints, 0),
    tbtRuns: all.flatMap((m) => m.tbtRuns),
    cpuIndex: Math.min(...all.map((m) => m.cpuIndex)),
    bytesBeforePaint: pick('bytesBeforePaint'),
  };
}
