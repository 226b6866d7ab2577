/**
 * Field reporting of a page view: Web Vitals and the view itself of a sampled share of page
 * views and of every page view of a visitor in a canary cohort, and the remote load failures and
 * errors of every page view, sent as one batch to the API when the page is hidden.
 *
 * This module loads with the app and stays small: the decision to report, the batch, the error
 * listeners and the sending. web-vitals itself is a chunk of its own, loaded only by page views
 * that report, after the page has loaded.
 */
import type { RuntimeConfig } from '@ssb/contracts';
import type { RemoteLoadObserver } from '../../federation/lazyPages';
import { remoteFilesOf, remoteOfStack, stackOf } from '../../federation/remoteFiles';
import type { MetricListener } from './collectWebVitals';
import { pageViewTags } from './pageView';
import { isSampled } from './sampling';
import { sendBatch } from './sendBatch';
import { createBatchBuilder, isMetricName, type Cohorts } from './vitalsBatch';

/** The page the visitor landed on, as the browser sees it when the app starts. */
export interface LandingPage {
  pathname: string;
  /** The site server answered the address with its 404 page. */
  notFound: boolean;
  viewportWidth: number;
}

export type CollectorLoader = () => Promise<{ collectWebVitals: (listener: MetricListener) => void }>;

export interface VitalsReportingOptions {
  random?: () => number;
  /** Loads the web-vitals chunk. A parameter, so that a test can see whether it was loaded. */
  loadCollector?: CollectorLoader;
  /** Runs a task once the page has loaded and the browser is idle. */
  whenLoadedAndIdle?: (task: () => void) => void;
  /** Ends the reporting (its listeners); a page view reports until it is gone. */
  signal?: AbortSignal;
}

const loadWebVitalsChunk: CollectorLoader = () => import(/* webpackChunkName: "web-vitals" */ './collectWebVitals');

function whenLoadedAndIdle(task: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 });
    else setTimeout(task, 0);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** The visitor's cohorts when it is in any: then every page view reports, not a sample. */
const cohortsOf = (config: RuntimeConfig): Cohorts | undefined =>
  config.cohorts && Object.keys(config.cohorts).length > 0 ? config.cohorts : undefined;

/**
 * Starts reporting for this page view, once per page load: client-side navigations are not new
 * page views, so the batch keeps the landing page. Returns the observer the federation loader
 * tells which remotes loaded, which failed and whose page or widget threw.
 */
export function startVitalsReporting(config: RuntimeConfig, landing: LandingPage, options: VitalsReportingOptions = {}): RemoteLoadObserver {
  const { random = Math.random, loadCollector = loadWebVitalsChunk, whenLoadedAndIdle: later = whenLoadedAndIdle, signal } = options;
  const cohorts = cohortsOf(config);
  // A canary is judged by its cohorts' page views, all of them: sampling would thin both sides.
  const reports = cohorts !== undefined || isSampled(config.vitalsSample, random);
  const batch = createBatchBuilder(pageViewTags(landing.pathname, landing.notFound, landing.viewportWidth), config.releases, {
    view: reports,
    ...(cohorts ? { cohorts } : {}),
  });
  const url = `${config.apiBaseUrl.replace(/\/+$/, '')}/vitals`;

  const flush = () => {
    const next = batch.take();
    if (next) sendBatch(url, JSON.stringify(next));
  };
  // On the document, not capturing: web-vitals listens on the window in the capture phase and
  // reports its final values there, so they are in the batch by the time this runs.
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') flush();
    },
    { signal },
  );
  // Where a browser skips visibilitychange on leaving the page.
  addEventListener('pagehide', flush, { signal });

  // Errors of every page view, as failures: a broken release shows in a few views, not a sample.
  // Uncaught errors and rejections count as a remote's when its files are where they came from.
  const remoteFiles = remoteFilesOf(config);
  const onScriptError = (event: ErrorEvent) => {
    const remote = remoteFiles(event.filename) ?? remoteOfStack(remoteFiles, stackOf(event.error));
    if (remote) batch.error(remote, 'script');
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const remote = remoteOfStack(remoteFiles, stackOf(event.reason));
    if (remote) batch.error(remote, 'rejection');
  };
  addEventListener('error', onScriptError, { signal });
  addEventListener('unhandledrejection', onRejection, { signal });

  if (reports) {
    later(() => {
      loadCollector()
        .then(({ collectWebVitals }) =>
          collectWebVitals((name, value) => {
            if (isMetricName(name)) batch.metric(name, value);
          }),
        )
        // No chunk (offline, a deploy in between): this view goes unmeasured.
        .catch(() => undefined);
    });
  }

  return {
    loaded: (remote) => batch.loaded(remote),
    failed: (remote) => batch.failed(remote),
    caught: (remote) => batch.error(remote, 'boundary'),
  };
}
