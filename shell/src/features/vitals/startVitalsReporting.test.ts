import type { RuntimeConfig } from '@ssb/contracts';
import { forgetManifests, recordManifest } from '../../federation/runtimePlugins/releaseIntegrity';
import type { MetricListener } from './collectWebVitals';
import { startVitalsReporting, type CollectorLoader, type LandingPage, type VitalsReportingOptions } from './startVitalsReporting';

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example/',
  legalInternetBankingUrl: 'https://ib.example/b/',
  vitalsSample: 1,
  remotes: {
    mfe_products: '/remotes/mfe_products/1.4.0-a/mf-manifest.json',
    mfe_calculators: '/remotes/mfe_calculators/1.1.0-b/mf-manifest.json',
    mfe_applications: '/remotes/mfe_applications/1.0.0-c/mf-manifest.json',
    mfe_about: '/remotes/mfe_about/1.2.0-d/mf-manifest.json',
  },
  // mfe_applications has no known release id.
  releases: {
    mfe_products: { id: '1.4.0-a', contractsRange: '^1.6.0' },
    mfe_calculators: { id: '1.1.0-b', contractsRange: '^1.6.0' },
    mfe_about: { id: '1.2.0-d', contractsRange: '^1.6.0' },
  },
};

const creditPage: LandingPage = { pathname: '/ru/Credit/mortgage', notFound: false, viewportWidth: 390 };

// The network is the edge here: the browser's beacon and fetch are recorded, not sent.
let beacon: jest.Mock<boolean, [string, Blob]>;
let fetchCalls: jest.Mock<Promise<Response>, [string, RequestInit]>;
let visibility: DocumentVisibilityState;
let session: AbortController;

beforeEach(() => {
  beacon = jest.fn<boolean, [string, Blob]>(() => true);
  fetchCalls = jest.fn<Promise<Response>, [string, RequestInit]>(() => Promise.resolve(new Response(null, { status: 204 })));
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
  Object.defineProperty(window, 'fetch', { configurable: true, writable: true, value: fetchCalls });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  session = new AbortController();
});

afterEach(() => {
  session.abort();
  jest.useRealTimers();
});

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

function show() {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

/** The batches sent by beacon, parsed. */
async function beaconed(): Promise<unknown[]> {
  return Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await readBlob(blob)) as unknown));
}

/** A stand-in for the web-vitals chunk (jsdom measures nothing): the test reports the metrics. */
function fakeCollector() {
  let listener: MetricListener = () => undefined;
  const load = jest.fn<ReturnType<CollectorLoader>, []>(() =>
    Promise.resolve({
      collectWebVitals: (l: MetricListener) => {
        listener = l;
      },
    }),
  );
  return { load, report: (name: Parameters<MetricListener>[0], value: number) => listener(name, value) };
}

/** Starts reporting with web-vitals loaded at once, and waits until it is. */
async function start(
  landing: LandingPage = creditPage,
  options: VitalsReportingOptions & { sample?: unknown; cohorts?: RuntimeConfig['cohorts'] } = {},
) {
  const collector = fakeCollector();
  const { sample, cohorts, ...rest } = options;
  const vitalsSample = ('sample' in options ? sample : 1) as number;
  const observer = startVitalsReporting({ ...config, vitalsSample, ...(cohorts ? { cohorts } : {}) }, landing, {
    random: () => 0.5,
    loadCollector: collector.load,
    whenLoadedAndIdle: (task) => task(),
    signal: session.signal,
    ...rest,
  });
  await collector.load.mock.results[0]?.value;
  await Promise.resolve();
  return { observer, collector };
}

describe('sampling', () => {
  it('loads web-vitals for a sampled view (share 1) and not for share 0', async () => {
    const sampled = await start(creditPage, { sample: 1 });
    expect(sampled.collector.load).toHaveBeenCalledTimes(1);
    session.abort();
    session = new AbortController();
    const unsampled = await start(creditPage, { sample: 0, random: () => 0 });
    expect(unsampled.collector.load).not.toHaveBeenCalled();
  });

  it('samples a view when the random draw is below the share', async () => {
    expect((await start(creditPage, { sample: 0.3, random: () => 0.29 })).collector.load).toHaveBeenCalled();
    session.abort();
    session = new AbortController();
    expect((await start(creditPage, { sample: 0.3, random: () => 0.3 })).collector.load).not.toHaveBeenCalled();
  });

  it.each([undefined, '0.5', -0.1, 1.5, Number.NaN, null])('treats the share %p as 0: nothing measured, nothing sent', async (sample) => {
    const { collector } = await start(creditPage, { sample, random: () => 0 });
    expect(collector.load).not.toHaveBeenCalled();
    hide();
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it('loads web-vitals only once the page has loaded and the browser is idle, not while starting', async () => {
    jest.useFakeTimers();
    const collector = fakeCollector();
    startVitalsReporting(config, creditPage, { random: () => 0, loadCollector: collector.load, signal: session.signal });
    expect(collector.load).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(collector.load).toHaveBeenCalledTimes(1);
  });
});

describe('the batch', () => {
  it('has exactly the fields the API takes: the pattern, language, device, releases of loaded remotes, the view, metrics, failures and errors', async () => {
    const { observer, collector } = await start();
    observer.loaded('mfe_products');
    observer.loaded('mfe_products');
    observer.loaded('mfe_applications'); // loaded, but its release id is unknown
    observer.failed('mfe_about');
    collector.report('LCP', 1234.5);
    collector.report('CLS', 0.02);
    collector.report('FCP', 800); // not one the API takes
    collector.report('TTFB', 180);
    hide();
    expect(await beaconed()).toEqual([
      {
        page: '/Credit/:slug',
        lang: 'ru',
        device: 'phone',
        releases: { mfe_products: '1.4.0-a' },
        view: true,
        metrics: [
          { name: 'LCP', value: 1234.5 },
          { name: 'CLS', value: 0.02 },
          { name: 'TTFB', value: 180 },
        ],
        failures: [{ remote: 'mfe_about', release: '1.2.0-d' }],
        errors: [{ remote: 'mfe_about', kind: 'load' }],
      },
    ]);
    expect(beacon.mock.calls[0]?.[0]).toBe('/api/vitals');
    expect(beacon.mock.calls[0]?.[1].type).toBe('application/json');
  });

  it('names the 404 page "404", whether the server answered a known route with it or no route matched', async () => {
    const served = await start({ pathname: '/en/Credit/no-such-credit', notFound: true, viewportWidth: 1280 });
    served.collector.report('LCP', 900);
    hide();
    show();
    session.abort();
    session = new AbortController();
    const unknown = await start({ pathname: '/no-such-page', notFound: false, viewportWidth: 1280 });
    unknown.collector.report('LCP', 950);
    hide();
    const pages = (await beaconed()).map((batch) => (batch as { page: string; lang: string }).page);
    expect(pages).toEqual(['404', '404']);
  });

  it.each([
    [390, 'phone'],
    [767, 'phone'],
    [800, 'tablet'],
    [1023, 'tablet'],
    [1280, 'desktop'],
  ])('classes a viewport %p px wide as a %s', async (viewportWidth, device) => {
    const { collector } = await start({ pathname: '/', notFound: false, viewportWidth });
    collector.report('TTFB', 100);
    hide();
    expect(await beaconed()).toEqual([{ page: '/', lang: 'tj', device, releases: {}, view: true, metrics: [{ name: 'TTFB', value: 100 }] }]);
  });

  it('keeps the landing page after a client-side navigation, and adds the remotes loaded since', async () => {
    const { observer, collector } = await start({ pathname: '/Credit', notFound: false, viewportWidth: 1280 });
    observer.loaded('mfe_products');
    window.history.pushState({}, '', '/calculators');
    observer.loaded('mfe_calculators');
    collector.report('INP', 120);
    hide();
    expect(await beaconed()).toEqual([
      {
        page: '/Credit',
        lang: 'tj',
        device: 'desktop',
        releases: { mfe_products: '1.4.0-a', mfe_calculators: '1.1.0-b' },
        view: true,
        metrics: [{ name: 'INP', value: 120 }],
      },
    ]);
  });

  it('leaves out a value the API would refuse, and sends the rest', async () => {
    const { collector } = await start();
    collector.report('TTFB', 130_000); // a tab left loading for minutes
    collector.report('CLS', 0.3);
    hide();
    expect(await beaconed()).toEqual([
      { page: '/Credit/:slug', lang: 'ru', device: 'phone', releases: {}, view: true, metrics: [{ name: 'CLS', value: 0.3 }] },
    ]);
  });

  it('omits the release of a failed remote when it is not known, and lists each remote once', async () => {
    const { observer } = await start(creditPage, { sample: 0 });
    observer.failed('mfe_applications');
    observer.failed('mfe_applications');
    hide();
    expect(await beaconed()).toEqual([
      {
        page: '/Credit/:slug',
        lang: 'ru',
        device: 'phone',
        releases: {},
        failures: [{ remote: 'mfe_applications' }],
        errors: [{ remote: 'mfe_applications', kind: 'load' }],
      },
    ]);
  });
});

describe('sending', () => {
  it('sends one beacon when the page is hidden, and a second only for a metric not sent yet', async () => {
    const { collector } = await start();
    collector.report('LCP', 1500);
    collector.report('CLS', 0.01);
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);

    // Back and away again with nothing new, or pagehide after the hidden state: no second batch.
    show();
    collector.report('CLS', 0.01);
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);

    // The layout shifted more: CLS was sent for this view already, and the API would count it twice.
    show();
    collector.report('CLS', 0.08);
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);

    // An interaction after the first send: INP had not been sent, so it goes alone.
    show();
    collector.report('INP', 180);
    hide();
    expect(beacon).toHaveBeenCalledTimes(2);
    expect((await beaconed())[1]).toEqual({
      page: '/Credit/:slug',
      lang: 'ru',
      device: 'phone',
      releases: {},
      metrics: [{ name: 'INP', value: 180 }],
    });
  });

  it('sends on pagehide when the page goes without becoming hidden first', async () => {
    const { collector } = await start();
    collector.report('TTFB', 90);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', async () => {
    beacon.mockReturnValue(false);
    const { collector } = await start();
    collector.report('LCP', 2100);
    hide();
    expect(fetchCalls).toHaveBeenCalledTimes(1);
    const [url, init] = fetchCalls.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(init.body as string)).toEqual({
      page: '/Credit/:slug',
      lang: 'ru',
      device: 'phone',
      releases: {},
      view: true,
      metrics: [{ name: 'LCP', value: 2100 }],
    });
  });

  it('falls back to fetch where there is no sendBeacon, and never throws when fetch fails', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined });
    fetchCalls.mockRejectedValue(new TypeError('Failed to fetch'));
    const { collector } = await start();
    collector.report('LCP', 2100);
    expect(() => hide()).not.toThrow();
    expect(fetchCalls).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it('sends the failure of an unsampled view without loading web-vitals', async () => {
    const { observer, collector } = await start({ pathname: '/about', notFound: false, viewportWidth: 800 }, { sample: 0.1, random: () => 0.9 });
    observer.loaded('mfe_products');
    observer.failed('mfe_about');
    hide();
    expect(collector.load).not.toHaveBeenCalled();
    expect(await beaconed()).toEqual([
      {
        page: '/about',
        lang: 'tj',
        device: 'tablet',
        releases: { mfe_products: '1.4.0-a' },
        failures: [{ remote: 'mfe_about', release: '1.2.0-d' }],
        errors: [{ remote: 'mfe_about', kind: 'load' }],
      },
    ]);
  });

  it('sends the view alone when a reporting view measured nothing, and nothing more after it', async () => {
    const { observer } = await start();
    observer.loaded('mfe_products');
    hide();
    window.dispatchEvent(new Event('pagehide'));
    show();
    hide();
    expect(await beaconed()).toEqual([{ page: '/Credit/:slug', lang: 'ru', device: 'phone', releases: { mfe_products: '1.4.0-a' }, view: true }]);
  });

  it('sends nothing for an unsampled view with neither failures nor errors, whatever remotes loaded', async () => {
    const { observer } = await start(creditPage, { sample: 0 });
    observer.loaded('mfe_products');
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it('swallows a web-vitals chunk that fails to load', async () => {
    const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    const { observer } = await start(creditPage, { loadCollector: load });
    await Promise.resolve();
    expect(load).toHaveBeenCalled();
    observer.failed('mfe_products');
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});

describe('canary cohorts', () => {
  const unsampled = { sample: 0, random: () => 0.99 };

  it('reports every view of a visitor in a cohort, whatever the sample: web-vitals loaded, every metric sent, cohorts on each batch', async () => {
    const cohorts = { mfe_products: 'canary', mfe_about: 'control' } as const;
    const { observer, collector } = await start(creditPage, { ...unsampled, cohorts });
    expect(collector.load).toHaveBeenCalledTimes(1);
    observer.loaded('mfe_products');
    collector.report('LCP', 1400);
    collector.report('TTFB', 150);
    hide();
    show();
    collector.report('INP', 90);
    observer.failed('mfe_about');
    hide();
    expect(await beaconed()).toEqual([
      {
        page: '/Credit/:slug',
        lang: 'ru',
        device: 'phone',
        releases: { mfe_products: '1.4.0-a' },
        cohorts,
        view: true,
        metrics: [
          { name: 'LCP', value: 1400 },
          { name: 'TTFB', value: 150 },
        ],
      },
      {
        page: '/Credit/:slug',
        lang: 'ru',
        device: 'phone',
        releases: { mfe_products: '1.4.0-a' },
        cohorts,
        metrics: [{ name: 'INP', value: 90 }],
        failures: [{ remote: 'mfe_about', release: '1.2.0-d' }],
        errors: [{ remote: 'mfe_about', kind: 'load' }],
      },
    ]);
  });

  it('samples as before when the cohorts name no remote', async () => {
    const { collector } = await start(creditPage, { ...unsampled, cohorts: {} });
    expect(collector.load).not.toHaveBeenCalled();
    hide();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends no cohorts for a sampled view outside any cohort', async () => {
    const { collector } = await start(creditPage, { sample: 1 });
    collector.report('LCP', 800);
    hide();
    expect(await beaconed()).toEqual([
      { page: '/Credit/:slug', lang: 'ru', device: 'phone', releases: {}, view: true, metrics: [{ name: 'LCP', value: 800 }] },
    ]);
  });
});

describe('the view', () => {
  it('goes with the first batch of a reporting view and never again, on hide or pagehide', async () => {
    const { collector, observer } = await start();
    collector.report('TTFB', 120);
    window.dispatchEvent(new Event('pagehide'));
    show();
    collector.report('LCP', 900);
    observer.failed('mfe_products');
    hide();
    const batches = (await beaconed()) as { view?: boolean }[];
    expect(batches).toHaveLength(2);
    expect(batches.map((batch) => batch.view)).toEqual([true, undefined]);
  });

  it('is not sent by an unsampled view outside any cohort, though its failure is', async () => {
    const { observer } = await start(creditPage, { sample: 0.5, random: () => 0.7 });
    observer.failed('mfe_calculators');
    hide();
    const batches = (await beaconed()) as { view?: boolean; failures?: unknown[] }[];
    expect(batches).toHaveLength(1);
    expect(batches[0]).not.toHaveProperty('view');
    expect(batches[0]?.failures).toEqual([{ remote: 'mfe_calculators', release: '1.1.0-b' }]);
  });
});

describe('errors', () => {
  const PRODUCTS = 'http://localhost/remotes/mfe_products/1.4.0-a';
  const ABOUT = 'http://localhost/remotes/mfe_about/1.2.0-d';
  const unsampled = { sample: 0, random: () => 0.99 };

  afterEach(() => forgetManifests());

  /** An uncaught error as the browser reports it: where it was thrown, and the error with its stack. */
  function scriptError(filename: string, stack?: string) {
    const error = new Error('boom');
    if (stack !== undefined) error.stack = stack;
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: boom', filename, lineno: 1, colno: 10, error }));
  }

  /** jsdom has no PromiseRejectionEvent: an event with the same `reason`. */
  function rejection(reason: unknown) {
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  }

  const errorsSent = async () => ((await beaconed()) as { errors?: unknown[] }[]).map((batch) => batch.errors);

  it('puts an uncaught error on the remote whose file threw it, in an unsampled view too', async () => {
    const { collector } = await start(creditPage, unsampled);
    scriptError(`${PRODUCTS}/page-Credit.3f2a.js`);
    hide();
    expect(collector.load).not.toHaveBeenCalled();
    expect(await beaconed()).toEqual([
      { page: '/Credit/:slug', lang: 'ru', device: 'phone', releases: {}, errors: [{ remote: 'mfe_products', kind: 'script' }] },
    ]);
  });

  it('reads the stack when the event names no file (Chrome’s and Firefox’s frames alike)', async () => {
    await start(creditPage, unsampled);
    scriptError(
      '',
      `Error: boom\n    at render (http://localhost/static/js/main.1a2b.js:2:300)\n    at Credit (${PRODUCTS}/page-Credit.3f2a.js:1:99)`,
    );
    scriptError('', `boom@${ABOUT}/remoteEntry.js:1:200\nrun@http://localhost/static/js/main.1a2b.js:2:300`);
    hide();
    expect(await errorsSent()).toEqual([
      [
        { remote: 'mfe_products', kind: 'script' },
        { remote: 'mfe_about', kind: 'script' },
      ],
    ]);
  });

  it('does not put on any remote an error of the shell’s own files, of another origin, or of a muted script', async () => {
    await start(creditPage, unsampled);
    scriptError('http://localhost/static/js/main.1a2b.js', 'Error: boom\n    at f (http://localhost/static/js/main.1a2b.js:2:300)');
    scriptError('https://cdn.other.example/remotes/mfe_products/1.4.0-a/tag.js', 'Error: x\n    at g (https://cdn.other.example/tag.js:1:1)');
    // Another release's folder of the same remote is not this page view's release.
    scriptError('http://localhost/remotes/mfe_products/1.4.0-ab/page.js');
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: '', error: null }));
    rejection(new TypeError('Failed to fetch'));
    rejection('a plain string');
    hide();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('puts an unhandled rejection on the remote its reason’s stack names', async () => {
    await start(creditPage, unsampled);
    const reason = new Error('no rates');
    reason.stack = `Error: no rates\n    at http://localhost/static/js/contracts.js:1:5\n    at async load (${ABOUT}/page-about.9c.js:1:40)`;
    rejection(reason);
    hide();
    expect(await errorsSent()).toEqual([[{ remote: 'mfe_about', kind: 'rejection' }]]);
  });

  it('knows a release whose manifest names an absolute publicPath (its files on a CDN)', async () => {
    recordManifest('/remotes/mfe_about/1.2.0-d/mf-manifest.json', {
      name: 'mfe_about',
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        publicPath: 'https://cdn.example/mfe_about/1.2.0-d/',
        release: { id: '1.2.0-d', remote: 'mfe_about', contractsRange: '^2.0.0', serverEntry: 's.cjs', builtAt: 'x', integrity: {} },
      },
      exposes: [],
    });
    await start(creditPage, unsampled);
    scriptError('https://cdn.example/mfe_about/1.2.0-d/page-news.js');
    hide();
    expect(await errorsSent()).toEqual([[{ remote: 'mfe_about', kind: 'script' }]]);
  });

  it('sends one error per remote per page view, the first of it, whatever came after', async () => {
    const { observer } = await start(creditPage, unsampled);
    observer.caught('mfe_products');
    scriptError(`${PRODUCTS}/page-Credit.3f2a.js`);
    observer.failed('mfe_products');
    hide();
    show();
    scriptError(`${PRODUCTS}/page-Credit.3f2a.js`);
    observer.caught('mfe_products');
    scriptError(`${ABOUT}/remoteEntry.js`);
    hide();
    expect(await errorsSent()).toEqual([[{ remote: 'mfe_products', kind: 'boundary' }], [{ remote: 'mfe_about', kind: 'script' }]]);
    // The failure still goes as a failure.
    expect(((await beaconed())[0] as { failures?: unknown }).failures).toEqual([{ remote: 'mfe_products', release: '1.4.0-a' }]);
  });

  it('stops listening when the reporting ends', async () => {
    await start(creditPage, unsampled);
    session.abort();
    scriptError(`${PRODUCTS}/page-Credit.3f2a.js`);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });
});
