import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Provider as StoreProvider, createStore } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { theme, type ApiClient, type ResourceStore, type RuntimeConfig } from '@ssb/contracts';
import type { ShellRemoteLoader } from '../federation/lazyPages';
import { GlobalStyle } from './GlobalStyle';
import { SiteProviders } from './SiteProviders';
import { AppRoutes } from './AppRoutes';
import { Frame } from '../features/frame/Frame';
import { FrameErrorBoundary } from '../features/pages/FrameErrorBoundary';

export interface AppProps {
  config: RuntimeConfig;
  loader: ShellRemoteLoader;
  /** The browser's history router, or the site server's static one for the requested URL. */
  Router: ComponentType<{ children: ReactNode }>;
  /** Answers of the server render (server: collecting them; browser: hydrating from them). */
  resources?: ResourceStore;
  /** The API client; by default one for `config.apiBaseUrl`. */
  api?: ApiClient;
  /** The requested address is a 404 page although its route exists (its record is missing). */
  notFound?: boolean;
}

/** The whole site, the same tree in the browser and on the site server. */
export function App({ config, loader, Router, resources, api, notFound }: AppProps) {
  // One store per app (not a module global), so the tree stays safe to render on a server.
  const store = useMemo(() => createStore(), []);
  return (
    <StoreProvider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Router>
          <FrameErrorBoundary>
            <SiteProviders config={config} loader={loader} resources={resources} api={api} notFound={notFound}>
              <Frame>{(location) => <AppRoutes loader={loader} location={location} />}</Frame>
            </SiteProviders>
          </FrameErrorBoundary>
        </Router>
      </ThemeProvider>
    </StoreProvider>
  );
}
