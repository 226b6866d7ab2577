// The site's runtime configuration (`/runtime-config.json`, also inside the HTML): the browser's view
// of the deploy registry, which release of each remote is live. No remote is built into the shell.
import type { RemoteName } from './remotes';

/** What the page needs to know of a remote's live release (the registry copies it from its manifest). */
export interface LiveRelease {
  id: string;
  contractsRange: string;
  /**
   * The manifest as the registry pinned it at deploy, served by this site (`/_releases/manifests/<sha384>.json`): one
   * changed on the remote's origin afterwards changes nothing; the files it names load from the origin, each checked.
   */
  manifest?: string;
}

export interface RuntimeConfig {
  /** Base URL of the API, usually '/api' (same origin, proxied by the site server). */
  apiBaseUrl: string;
  /** The external internet-banking login pages. */
  internetBankingUrl: string;
  legalInternetBankingUrl: string;
  /** Where SSB Mobile is downloaded: one setting for the footer, its page and any banner (else APP_LINKS_DEFAULT). */
  appLinks?: AppLinks;
  /** The share (0 to 1) of page views whose Web Vitals the shell reports to POST /api/vitals; absent, none. */
  vitalsSample?: number;
  /** Manifest URL of each remote's live release. */
  remotes: Record<RemoteName, string>;
  /** Each remote's live release, when the registry knows it: loaders check its range before running its code. */
  releases?: Partial<Record<RemoteName, LiveRelease>>;
  /**
   * The canary cohorts this visitor is in, per remote with a canary running: `canary` gets the new
   * release in `releases`, `control` the live one at the same time. Cohort members report every page
   * view (not a sample), so that the two can be compared.
   */
  cohorts?: Partial<Record<RemoteName, CohortGroup>>;
}

/** The two cohorts of a canary release: compared with each other, not with the whole site. */
export const COHORT_GROUPS = ['canary', 'control'] as const;
export type CohortGroup = (typeof COHORT_GROUPS)[number];

export interface AppLinks {
  googlePlay: string;
  appStore: string;
  /** The signed APK on the bank's own server, for phones without Google services. */
  apk: string;
}

export const APP_LINKS_DEFAULT: AppLinks = {
  googlePlay: 'https://play.google.com/store/apps/details?id=tj.ssb.mobile',
  appStore: 'https://apps.apple.com/tj/app/ssb-mobile/id1582736410',
  apk: 'https://download.ssb.tj/ssb-mobile.apk',
};

/** The app links the page should show: the configured ones, else the defaults. */
export const appLinksOf = (config: RuntimeConfig): AppLinks => config.appLinks ?? APP_LINKS_DEFAULT;

/** The global the site server injects into the HTML. */
export const RUNTIME_CONFIG_GLOBAL = '__SSB_RUNTIME_CONFIG__';
