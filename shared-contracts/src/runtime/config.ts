/**
 * The runtime configuration of the site: served as `/runtime-config.json` beside the shell
 * and injected into the HTML by the site server. Pointing a remote at another build is an
 * edit of this file, with no rebuild.
 */
import type { RemoteName } from './remotes';

export interface RuntimeConfig {
  /** Base URL of the API, usually '/api' (same origin, proxied by the site server). */
  apiBaseUrl: string;
  /** The external internet-banking login pages. */
  internetBankingUrl: string;
  legalInternetBankingUrl: string;
  /** Manifest URL of each remote. */
  remotes: Record<RemoteName, string>;
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
