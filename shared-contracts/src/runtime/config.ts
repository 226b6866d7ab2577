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
}

export interface RuntimeConfig {
  /** Base URL of the API, usually '/api' (same origin, proxied by the site server). */
  apiBaseUrl: string;
  /** The external internet-banking login pages. */
  internetBankingUrl: string;
  legalInternetBankingUrl: string;
  /** Manifest URL of each remote's live release. */
  remotes: Record<RemoteName, string>;
  /**
   * The live release of each remote, when the registry knows it (a hand-written config may not):
   * the loaders check its contracts range before running any of its code.
   */
  releases?: Partial<Record<RemoteName, LiveRelease>>;
}

/** The global the site server injects into the HTML. */
export const RUNTIME_CONFIG_GLOBAL = '__SSB_RUNTIME_CONFIG__';

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<RuntimeConfig>;
  return (
    typeof v.apiBaseUrl === 'string' &&
    typeof v.internetBankingUrl === 'string' &&
    typeof v.remotes === 'object' &&
    v.remotes !== null &&
    ['mfe_products', 'mfe_calculators', 'mfe_applications', 'mfe_about'].every(
      (name) => typeof (v.remotes as Record<string, unknown>)[name] === 'string',
    )
  );
}
