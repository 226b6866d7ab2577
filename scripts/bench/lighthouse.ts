/**
 * Lighthouse on one URL in Debian's Chromium: mobile emulation with the default simulated
 * throttling, `runs` times, median of each metric.
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
   * Runs whose first paint was presented more than 0.5 s after the page had loaded: headless
   * Chromium's compositor withheld frames (lighthouse#17148), and Lantern counts every task
   * before that observed paint into FCP and LCP.
   */
  latePaints: number;
}

export interface MeasureOptions {
  runs?: number;
  /**
   * `--disable-frame-rate-limit`: Chromium draws frames without waiting on its (absent) display,
   * which keeps the compositor from withholding the first frame (lighthouse#17148).
   */
  unthrottledFrames?: boolean;
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

async function once(url: string, unthrottledFrames: boolean): Promise<PageMetrics> {
  const chromeFlags = unthrottledFrames ? [...FLAGS, '--disable-frame-rate-limit'] : FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories } = result.lhr;
    const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const observed = (audits.metrics?.details as { items?: { observedLoad?: number; observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0];
    const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
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
    };
  } finally {
    await chrome.kill();
  }
}

export async function measurePage(url: string, { runs = 3, unthrottledFrames = false }: MeasureOptions = {}): Promise<PageMetrics> {
  const all: PageMetrics[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await once(url, unthrottledFrames));
  const pick = (key: keyof PageMetrics) => median(all.map((m) => m[key]));
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
  };
}
