import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@ssb/contracts';
import { remoteDeliveryPlugin } from './runtimePlugins/remoteDeliveryPlugin';

/** Registers each remote at its manifest URL from the runtime config; nothing is fetched yet. */
export function registerSiteRemotes(config: RuntimeConfig): void {
  registerPlugins([remoteDeliveryPlugin()]);
  // A remote with no live release has no URL: it is left out, and its pages show the fallback.
  registerRemotes(REMOTE_NAMES.filter((name) => config.remotes[name]).map((name) => ({ name, entry: config.remotes[name] })));
}
