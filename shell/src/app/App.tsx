import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Provider as StoreProvider, createStore } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { ROUTER_FUTURE, theme, type RuntimeConfig } from '@ssb/contracts';
import type { ShellRemoteLoader } from '../federation/createFederationLoader';
import { GlobalStyle } from './GlobalStyle';
import { SiteProviders } from './SiteProviders';
import { AppRoutes } from './AppRoutes';
import { Frame } from '../features/frame/Frame';
import { FrameErrorBoundary } from '../features/pages/FrameErrorBoundary';

export function App({ config, loader }: { config: RuntimeConfig; loader: ShellRemoteLoader }) {
  // One store per app (not a module global), so the tree stays safe to render on a server.
  const store = useMemo(() => createStore(), []);
  return (
    <StoreProvider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter future={ROUTER_FUTURE}>
          <FrameErrorBoundary>
            <SiteProviders config={config} loader={loader}>
              <Frame>{(location) => <AppRoutes loader={loader} location={location} />}</Frame>
            </SiteProviders>
          </FrameErrorBoundary>
        </BrowserRouter>
      </ThemeProvider>
    </StoreProvider>
  );
}
