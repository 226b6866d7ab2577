import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  CONTRACTS_VERSION,
  IncompatibleRemoteError,
  isCompatibleContracts,
  remoteOfModule,
  type ExposedWidgets,
  type PageProps,
  type RemoteLoader,
  type RemoteName,
  type RoutesModule,
  type RuntimeConfig,
  type WidgetModule,
  type WidgetName,
} from '@ssb/contracts';
import { reRegisterRemote } from './registerSiteRemotes';

export interface ShellRemoteLoader extends RemoteLoader {
  /** A lazy page component; `attempt` gives a fresh one after a failure. */
  lazyPage(owner: RemoteName, pattern: string, attempt: number): LazyExoticComponent<ComponentType<PageProps>>;
}

/** Raised when a remote's routes module has no page for a pattern it owns in ROUTE_TABLE. */
export class PageNotProvidedError extends Error {
  constructor(readonly owner: RemoteName, readonly pattern: string) {
    super(`${owner} provides no page for ${pattern}`);
    this.name = 'PageNotProvidedError';
  }
}

interface VersionedModule {
  contractsVersion?: string;
}

export interface FederationLoaderOptions {
  /**
   * Rendered (with a console warning, not an error) when a remote lacks a page it owns in
   * ROUTE_TABLE, e.g. while a remote team has not shipped it yet. Without it the page throws
   * PageNotProvidedError.
   */
  NotProvided?: ComponentType<PageProps>;
}

export function createFederationLoader(config: RuntimeConfig, options: FederationLoaderOptions = {}): ShellRemoteLoader {
  const routes = new Map<RemoteName, Promise<RoutesModule>>();
  const pages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

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
    lazyPage(owner, pattern, attempt) {
      const key = `${owner}|${pattern}|${attempt}`;
      let page = pages.get(key);
      if (!page) {
        page = lazy(async () => {
          const mod = await loader.loadRoutes(owner);
          const loadPage = mod.pages[pattern];
          if (!loadPage) {
            if (!options.NotProvided) throw new PageNotProvidedError(owner, pattern);
            console.warn(`[shell] ${owner} provides no page for ${pattern}: showing the 404 page`);
            return { default: options.NotProvided };
          }
          const { default: Inner } = await loadPage();
          // Which build of the remote rendered the page: QA and the e2e suite read it.
          function TaggedPage(props: PageProps) {
            return (
              <div data-remote-build={mod.buildId}>
                <Inner {...props} />
              </div>
            );
          }
          return { default: TaggedPage };
        });
        pages.set(key, page);
      }
      return page;
    },
  };
  return loader;
}
