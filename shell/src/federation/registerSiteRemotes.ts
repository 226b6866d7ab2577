import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@ssb/contracts';
import { remoteDeliveryPlugin } from './runtimePlugins/remoteDeliveryPlugin';

/**
 * Registers each remote at its manifest URL from the runtime config; nothing is fetched yet. The
 * manifest itself is read where the site pinned it (same origin), not from the remote's origin.
 */
export function registerSiteRemotes(config: RuntimeConfig): void {
  const pinned = new Map<string, string>();
  for (const name of REMOTE_NAMES) {
    const manifest = config.releases?.[name]?.manifest;
    if (manifest && config.remotes[name]) pinned.set(config.remotes[name], manifest);
  }
  registerPlugins([remoteDeliveryPlugin((url) => pinned.get(url))]);
  // A remote with no live release has no URL: it is left out, and its pages show the fallback.
  registerRemotes(REMOTE_NAMES.filter((name) => config.remotes[name]).map((name) => ({ name, entry: config.remotes[name] })));
}
