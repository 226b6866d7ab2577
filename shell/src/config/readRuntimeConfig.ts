import { RUNTIME_CONFIG_GLOBAL, isRuntimeConfig, type RuntimeConfig } from '@ssb/contracts';

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
