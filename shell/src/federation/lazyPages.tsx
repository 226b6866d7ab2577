/**
 * The page components of the routes the remotes own, whatever loads the remotes' modules: module
 * federation in the browser, the remotes' server builds on the site server. Both must build the
 * same tree, or the browser could not hydrate the server's HTML.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageDataDeclaration, PageProps, RemoteLoader, RemoteName, RoutesModule } from '@ssb/contracts';
import { RemoteErrorReport } from './RemoteErrorReport';

type PageComponent = ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>;

export interface ShellRemoteLoader extends RemoteLoader {
  /**
   * The page component: the loaded one after `preloadPage`, else a lazy one; `attempt` gives a
   * fresh lazy one after a failure.
   */
  lazyPage(owner: RemoteName, pattern: string, attempt: number): PageComponent;
  /**
   * Loads a page's code ahead of rendering it. The browser does so for a server-rendered page
   * before hydrating it: a page still loading while hydrating would be rendered again from its
   * skeleton if anything above it changed in the meantime.
   */
  preloadPage(owner: RemoteName, pattern: string): Promise<void>;
  /**
   * The first API requests each page of a remote declares (its release manifest's page data):
   * the browser watches a detail page's first one to show the 404 page. None on the server,
   * where the site server decides.
   */
  pageData?(remote: RemoteName): Promise<PageDataDeclaration>;
}

/**
 * Hears which remotes a page view used, which failed to load (the fallback was shown) and whose
 * page or widget threw while rendering: the browser reports them with its Web Vitals. It must
 * not throw, and may hear of one error more than once.
 */
export interface RemoteLoadObserver {
  loaded(remote: RemoteName): void;
  failed(remote: RemoteName): void;
  caught(remote: RemoteName): void;
}

/** Raised when a remote's routes module has no page for a pattern it owns in ROUTE_TABLE. */
export class PageNotProvidedError extends Error {
  constructor(
    readonly owner: RemoteName,
    readonly pattern: string,
  ) {
    super(`${owner} provides no page for ${pattern}`);
    this.name = 'PageNotProvidedError';
  }
}

export interface LazyPageOptions {
  /**
   * Rendered (with a console warning, not an error) when a remote lacks a page it owns in
   * ROUTE_TABLE, e.g. while a remote team has not shipped it yet. Without it the page throws
   * PageNotProvidedError.
   */
  NotProvided?: ComponentType<PageProps>;
  /**
   * The live release of a remote (from the runtime config), shown in `data-remote-build`; the
   * server and the browser must give the same, or hydration would differ.
   */
  releaseOf?: (remote: RemoteName) => string | undefined;
  /**
   * For field reporting in the browser: told here of a page chunk that failed and of a page that
   * threw, and by the federation loader of each remote module loaded or given up on.
   */
  remoteLoads?: RemoteLoadObserver;
}

export function createLazyPages(
  loadRoutes: (remote: RemoteName) => Promise<RoutesModule>,
  options: LazyPageOptions = {},
): Pick<ShellRemoteLoader, 'lazyPage' | 'preloadPage'> {
  const pages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();
  const loaded = new Map<string, ComponentType<PageProps>>();
  // A preload that failed (the first page, before hydration) has spent the remote's budget: its
  // first render fails at once rather than waiting a whole budget again; a retry loads anew.
  const failed = new Map<string, unknown>();

  async function loadPageComponent(owner: RemoteName, pattern: string): Promise<ComponentType<PageProps>> {
    const mod = await loadRoutes(owner);
    const loadPage = mod.pages[pattern];
    if (!loadPage) {
      if (!options.NotProvided) throw new PageNotProvidedError(owner, pattern);
      console.warn(`[shell] ${owner} provides no page for ${pattern}: showing the 404 page`);
      return options.NotProvided;
    }
    // Hook for field reporting: a page chunk that fails shows the fallback as a failed routes module does.
    const { default: Inner } = await loadPage().catch((error: unknown) => {
      options.remoteLoads?.failed(owner);
      throw error;
    });
    // Which release of the remote rendered the page: QA and the e2e suite read it.
    const release = options.releaseOf?.(owner) ?? mod.buildId;
    const observer = options.remoteLoads;
    const caught = observer && (() => observer.caught(owner));
    // RemoteErrorReport renders nothing of its own: the server's HTML and the browser's match.
    function TaggedPage(props: PageProps) {
      return (
        <div data-remote-build={release}>
          <RemoteErrorReport onCaught={caught}>
            <Inner {...props} />
          </RemoteErrorReport>
        </div>
      );
    }
    return TaggedPage;
  }

  return {
    lazyPage(owner, pattern, attempt) {
      const ready = attempt === 0 ? loaded.get(`${owner}|${pattern}`) : undefined;
      if (ready) return ready;
      const key = `${owner}|${pattern}|${attempt}`;
      let page = pages.get(key);
      if (!page) {
        const preloadError = attempt === 0 ? failed.get(`${owner}|${pattern}`) : undefined;
        page = lazy(async () => {
          if (preloadError !== undefined) throw preloadError;
          return { default: await loadPageComponent(owner, pattern) };
        });
        pages.set(key, page);
      }
      return page;
    },
    async preloadPage(owner, pattern) {
      try {
        loaded.set(`${owner}|${pattern}`, await loadPageComponent(owner, pattern));
      } catch (error) {
        failed.set(`${owner}|${pattern}`, error);
        throw error;
      }
    },
  };
}
