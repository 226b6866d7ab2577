/**
 * The runtime configuration of the site: served as `/runtime-config.json` beside the shell
 * and injected into the HTML by the site server. It is the browser's view of the deploy
 * registry: which release of each remote is live. Nothing of a remote is built into the shell.
 */
import type { RemoteName } from './remotes';

/** What the page needs to know of a remote's live release (the registry copies it from its manifest). */
export interface LiveRelease {
  id: string;
  contractsRange: string;
  /**
   * Where this site serves the release's manifest as the registry pinned it at deploy
   * (`/_releases/manifests/<sha384 in hex>.json`, since 1.7.0). The browser reads the manifest
   * there, never from the remote's origin, so a manifest changed on the origin afterwards changes
   * nothing; the files it names still load from the origin, each checked against its integrity.
   */
  manifest?: string;
}

export interface RuntimeConfig {
  /** Base URL of the API, usually '/api' (same origin, proxied by the site server). */
  apiBaseUrl: string;
  /** The external internet-banking login pages. */
  internetBankingUrl: string;
  legalInternetBankingUrl: string;
  /**
   * Where the SSB Mobile app is downloaded. One setting of the site server, so that the footer,
   * the SSB Mobile page and any banner show the same links. Optional for hand-written configs;
   * readers fall back to APP_LINKS_DEFAULT.
   */
  appLinks?: AppLinks;
  /**
   * The share of page views whose Web Vitals the shell reports to POST /api/vitals, from 0 to 1
   * (SSB_VITALS_SAMPLE, 0.1 by default). Absent in a hand-written config: nothing is reported.
   */
  vitalsSample?: number;
  /** Manifest URL of each remote's live release. */
  remotes: Record<RemoteName, string>;
  /**
   * The live release of each remote, when the registry knows it (a hand-written config may not):
   * the loaders check its contracts range before running any of its code.
   */
  releases?: Partial<Record<RemoteName, LiveRelease>>;
}

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
