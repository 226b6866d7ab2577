/**
 * The page components of the routes the remotes own, whatever loads the remotes' modules: module
 * federation in the browser, the remotes' server builds on the site server. Both must build the
 * same tree, or the browser could not hydrate the server's HTML.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps, RemoteLoader, RemoteName, RoutesModule } from '@ssb/contracts';

export interface ShellRemoteLoader extends RemoteLoader {
  /** A lazy page component; `attempt` gives a fresh one after a failure. */
  lazyPage(owner: RemoteName, pattern: string, attempt: number): LazyExoticComponent<ComponentType<PageProps>>;
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
}

export function createLazyPages(loadRoutes: (remote: RemoteName) => Promise<RoutesModule>, options: LazyPageOptions = {}) {
  const pages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();
  return function lazyPage(owner: RemoteName, pattern: string, attempt: number) {
    const key = `${owner}|${pattern}|${attempt}`;
    let page = pages.get(key);
    if (!page) {
      page = lazy(async () => {
        const mod = await loadRoutes(owner);
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
  };
}
