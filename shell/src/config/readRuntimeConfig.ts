import { REMOTE_NAMES, RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@ssb/contracts';

/** Enough of the runtime config's shape to start the site: what the shell reads before anything else. */
function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<RuntimeConfig>;
  return (
    typeof v.apiBaseUrl === 'string' &&
    typeof v.internetBankingUrl === 'string' &&
    typeof v.remotes === 'object' &&
    v.remotes !== null &&
    REMOTE_NAMES.every((name) => typeof (v.remotes as Record<string, unknown>)[name] === 'string')
  );
}

/**
 * The site server injects the runtime config into the HTML, so the first page does not wait
 * for another request; a static host without that server still serves /runtime-config.json.
 */
export async function readRuntimeConfig(): Promise<RuntimeConfig> {
  const injected: unknown = (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
  if (isRuntimeConfig(injected)) return injected;
  const res = await fetch('/runtime-config.json', { cache: 'no-store' });
  const body: unknown = await res.json();
  if (!isRuntimeConfig(body)) throw new Error('runtime-config.json is not a valid runtime configuration');
  return body;
}
