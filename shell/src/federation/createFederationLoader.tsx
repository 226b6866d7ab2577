import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  CONTRACTS_VERSION,
  REMOTE_NAMES,
  acceptsContracts,
  contractsRangeFor,
  type ExposedWidgets,
  type PageDataDeclaration,
  type RemoteName,
  type RoutesModule,
  type RuntimeConfig,
  type WidgetModule,
  type WidgetName,
} from '@ssb/contracts';
import { IncompatibleRemoteError, RemoteTimeoutError } from './errors';
import { createLazyPages, type LazyPageOptions, type ShellRemoteLoader } from './lazyPages';
import { widgetErrorReporting } from './RemoteErrorReport';
import { REMOTE_BUDGET_MS } from './runtimePlugins/budget';

export type { ShellRemoteLoader } from './lazyPages';

/** The remote of a module id: `mfe_about/routes` → `mfe_about`. */
function remoteOfModule(id: string): RemoteName {
  const name = id.split('/')[0];
  if (!REMOTE_NAMES.includes(name as RemoteName)) throw new RangeError(`Not a remote module: ${id}`);
  return name as RemoteName;
}

interface VersionedModule {
  contractsVersion?: string;
}

export interface FederationLoaderOptions extends LazyPageOptions {
  /** The whole load of one module (manifest, entry, chunks) gives up after this long. */
  budgetMs?: number;
}

/** Rejects with RemoteTimeoutError when `work` has not settled in time. */
function withinBudget<T>(work: Promise<T>, remote: RemoteName, budgetMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote, budgetMs)), budgetMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The manifest's page data, keeping only lists of strings. */
function pageDataOf(value: unknown): PageDataDeclaration {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((t) => typeof t === 'string')),
  );
}

export function createFederationLoader(config: RuntimeConfig, options: FederationLoaderOptions = {}): ShellRemoteLoader {
  const { budgetMs = REMOTE_BUDGET_MS, remoteLoads } = options;
  const routes = new Map<RemoteName, Promise<RoutesModule>>();
  const declarations = new Map<RemoteName, Promise<PageDataDeclaration>>();
  // A widget that throws while rendering is reported as its remote's error, then its slot shows the fallback.
  const reported = widgetErrorReporting(remoteLoads && ((remote) => remoteLoads.caught(remote)));

  /**
   * Loads an exposed module under the contract rule: the live release's range (from the runtime
   * config) is checked before any of its code runs, and the module's own version after. Retries
   * of transient failures happen inside the federation runtime (remoteDeliveryPlugin).
   */
  async function loadChecked<T extends VersionedModule>(id: string, remote: RemoteName): Promise<T> {
    const range = config.releases?.[remote]?.contractsRange;
    if (range !== undefined && !acceptsContracts(CONTRACTS_VERSION, range)) throw new IncompatibleRemoteError(remote, range, CONTRACTS_VERSION);
    if (!config.remotes[remote]) throw new Error(`${remote} has no live release`);
    const mod = await withinBudget(loadRemote<T>(id), remote, budgetMs);
    if (!mod) throw new Error(`Remote module ${id} could not be loaded`);
    const builtAgainst = mod.contractsVersion ? contractsRangeFor(mod.contractsVersion) : undefined;
    if (!acceptsContracts(CONTRACTS_VERSION, builtAgainst)) throw new IncompatibleRemoteError(remote, builtAgainst, CONTRACTS_VERSION);
    return mod;
  }

  /** Hook for field reporting: the observer hears which remotes loaded and which were given up on. */
  async function load<T extends VersionedModule>(id: string): Promise<T> {
    const remote = remoteOfModule(id);
    try {
      const mod = await loadChecked<T>(id, remote);
      remoteLoads?.loaded(remote);
      return mod;
    } catch (error) {
      remoteLoads?.failed(remote);
      throw error;
    }
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
    pageData(remote) {
      let pending = declarations.get(remote);
      if (!pending) {
        // The manifest the federation runtime fetched already (revalidated from the cache): the
        // site's pinned copy, as the runtime reads it.
        pending = fetch(config.releases?.[remote]?.manifest ?? config.remotes[remote])
          .then((res) => (res.ok ? (res.json() as Promise<{ metaData?: { pageData?: unknown } } | null>) : null))
          .then((manifest) => pageDataOf(manifest?.metaData?.pageData));
        pending.catch(() => declarations.delete(remote));
        declarations.set(remote, pending);
      }
      return pending;
    },
    async loadWidget<N extends WidgetName>(name: N) {
      const mod = await load<WidgetModule<ExposedWidgets[N]>>(name);
      return { ...mod, default: reported(remoteOfModule(name), mod.default) };
    },
    ...createLazyPages((remote) => loader.loadRoutes(remote), { ...options, releaseOf: (remote) => config.releases?.[remote]?.id }),
  };
  return loader;
}
