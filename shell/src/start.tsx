import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ROUTER_FUTURE, matchRoute, parseLocalizedPath, readHydrationResources } from '@ssb/contracts';
import { readRuntimeConfig } from './config/readRuntimeConfig';
import { registerSiteRemotes } from './federation/registerSiteRemotes';
import { createFederationLoader, type ShellRemoteLoader } from './federation/createFederationLoader';
import { App } from './app/App';
import { NotFoundPage } from './features/pages/NotFoundPage';
import { SERVER_RENDERED_ATTRIBUTE, servedAsNotFound } from './ssr/serverRendered';
import { startVitalsReporting } from './features/vitals';
import { NavigationGateProvider, releaseSetGate, type NavigationGate } from './features/transition';
import { createReleaseSetCheck, releaseSetOf } from './federation/releaseSet';
import { loadWebFonts } from './features/web-fonts';

/**
 * The browser's router. Before another page is rendered in this document, the transition asks
 * the site whether this visitor's release set is still the page's own (features/transition).
 */
function historyRouter(gate: NavigationGate) {
  return function HistoryRouter({ children }: { children: ReactNode }) {
    return (
      <BrowserRouter future={ROUTER_FUTURE}>
        <NavigationGateProvider value={gate}>{children}</NavigationGateProvider>
      </BrowserRouter>
    );
  };
}

/**
 * The page's code before hydration, so that React hydrates the whole page in one pass. A failure
 * is not handled here: the page's error boundary shows it once rendering reaches it.
 */
async function preloadCurrentPage(loader: ShellRemoteLoader) {
  const match = matchRoute(parseLocalizedPath(window.location.pathname).path);
  if (match) await loader.preloadPage(match.route.owner, match.route.pattern).catch(() => undefined);
}

/** Reads the runtime configuration, loads the page's code and renders (or hydrates) the site. */
export async function start() {
  // The page has painted by now in the fallback font (the server's HTML names no web font).
  loadWebFonts();
  const config = await readRuntimeConfig();
  registerSiteRemotes(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const notFound = servedAsNotFound();
  // Field reporting (Web Vitals and views of sampled and cohort views, remote failures and errors
  // of all): started before the first remote loads, so that a failure while preloading the page
  // is counted too.
  const remoteLoads = startVitalsReporting(config, { pathname: window.location.pathname, notFound, viewportWidth: window.innerWidth });
  const loader = createFederationLoader(config, { NotProvided: NotFoundPage, remoteLoads });
  const serverRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (serverRendered && !notFound) await preloadCurrentPage(loader);
  const Router = historyRouter(releaseSetGate(releaseSetOf(config), createReleaseSetCheck(config)));
  const app = <App config={config} loader={loader} Router={Router} resources={readHydrationResources()} notFound={notFound} />;
  // A transition renders (and hydrates) in slices that yield to the browser, so the first
  // render is not one long task blocking input on a slow phone (Total Blocking Time).
  if (serverRendered) {
    startTransition(() => {
      hydrateRoot(container, app, {
        // A difference between the server's HTML and this render (e.g. a clock that moved): React
        // renders that part again here. Worth knowing, not an error for the visitor.
        onRecoverableError: (error) => console.warn('[shell] server HTML differed, rendered again in the browser', error),
      });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
