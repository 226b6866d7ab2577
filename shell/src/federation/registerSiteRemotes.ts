import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@ssb/contracts';

/** Registers each remote at its manifest URL from the runtime config; nothing is fetched yet. */
export function registerSiteRemotes(config: RuntimeConfig): void {
  registerPlugins([
    {
      name: 'ssb-remote-errors',
      // A remote that is down must not break the host: log it with its name; the caller's
      // error boundary shows the fallback.
      errorLoadRemote({ id, error }) {
        console.warn(`[shell] remote module ${id} failed to load`, error);
        return undefined;
      },
    },
  ]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

/** After a failure, points a remote at its manifest again with a cache-busting query. */
export function reRegisterRemote(config: RuntimeConfig, name: RemoteName): void {
  const url = new URL(config.remotes[name], window.location.href);
  url.searchParams.set('retry', String(Date.now()));
  registerRemotes([{ name, entry: url.toString() }], { force: true });
}
