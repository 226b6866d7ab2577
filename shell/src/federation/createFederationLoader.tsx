import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  CONTRACTS_VERSION,
  IncompatibleRemoteError,
  isCompatibleContracts,
  remoteOfModule,
  type ExposedWidgets,
  type RemoteName,
  type RoutesModule,
  type RuntimeConfig,
  type WidgetModule,
  type WidgetName,
} from '@ssb/contracts';
import { reRegisterRemote } from './registerSiteRemotes';
import { createLazyPages, type LazyPageOptions, type ShellRemoteLoader } from './lazyPages';

export type { ShellRemoteLoader } from './lazyPages';

interface VersionedModule {
  contractsVersion?: string;
}

export function createFederationLoader(config: RuntimeConfig, options: LazyPageOptions = {}): ShellRemoteLoader {
  const routes = new Map<RemoteName, Promise<RoutesModule>>();

  /** Loads an exposed module, retrying once with a cache-busting manifest URL. */
  async function load<T extends VersionedModule>(id: string): Promise<T> {
    const remote = remoteOfModule(id);
    let mod: T | null | undefined;
    try {
      mod = await loadRemote<T>(id);
    } catch {
      mod = null;
    }
    if (!mod) {
      reRegisterRemote(config, remote);
      mod = await loadRemote<T>(id);
      if (!mod) throw new Error(`Remote module ${id} could not be loaded`);
    }
    if (!isCompatibleContracts(CONTRACTS_VERSION, mod.contractsVersion))
      throw new IncompatibleRemoteError(remote, mod.contractsVersion, CONTRACTS_VERSION);
    return mod;
  }

  const loader: ShellRemoteLoader = {
    loadRoutes(remote) {
      let pending = routes.get(remote);
      if (!pending) {
        pending = load<RoutesModule>(`${remote}/routes`);
        // A failure is not cached: the retry button tries again.
        pending.catch(() => routes.delete(remote));
        routes.set(remote, pending);
      }
      return pending;
    },
    loadWidget<N extends WidgetName>(name: N) {
      return load<WidgetModule<ExposedWidgets[N]>>(name);
    },
    ...createLazyPages((remote) => loader.loadRoutes(remote), options),
  };
  return loader;
}
