/** Renders shell components as the app does: store, theme, router, site context, messages. */
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider as StoreProvider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  REMOTE_NAMES,
  ROUTER_FUTURE,
  RemoteLoaderProvider,
  SiteProvider,
  localeOf,
  parseLocalizedPath,
  theme,
  type RemoteLoader,
  type RemoteName,
  type RuntimeConfig,
} from '@ssb/contracts';
import { createApiClient } from '@ssb/api-client';
// jsdom's <dialog> lacks showModal() and close(), which the search modal and the phone's panel call.
import '@ssb/ui-kit/test/dialog';
import { SHELL_CATALOGS } from '../i18n/catalogs';
import { TabTypeProvider } from '../features/tabs/TabTypeContext';
import { MobileMenuProvider } from '../features/mobile/MobileMenuContext';
import { PageMetaProvider } from '../features/meta/PageMeta';

export const testConfig: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example/',
  legalInternetBankingUrl: 'https://ib.example/business/',
  // An origin of its own per remote, in the contract's order (mfe_products on :1).
  remotes: Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, `http://127.0.0.1:${i + 1}/mf-manifest.json`])) as Record<RemoteName, string>,
};

export const fakeLoader = (): RemoteLoader => ({
  loadRoutes: jest.fn(() => new Promise<never>(() => undefined)),
  loadWidget: jest.fn(() => new Promise<never>(() => undefined)),
});

/** Where the router is now, for assertions: `current.path`, `current.search`, `current.action`. */
export const current = { path: '', search: '', action: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    Object.assign(current, { path: pathname, search, action });
  }, [pathname, search, action]);
  return null;
}

function Site({ children, loader, config }: { children: ReactNode; loader: RemoteLoader; config: RuntimeConfig }) {
  const { lang } = parseLocalizedPath(useLocation().pathname);
  const site = { lang, config, api: createApiClient('/api') };
  return (
    <SiteProvider value={site}>
      <RemoteLoaderProvider loader={loader}>
        <IntlProvider locale={localeOf(lang).iso} messages={SHELL_CATALOGS[lang]}>
          <PageMetaProvider>
            <TabTypeProvider>
              <MobileMenuProvider>{children}</MobileMenuProvider>
            </TabTypeProvider>
          </PageMetaProvider>
        </IntlProvider>
      </RemoteLoaderProvider>
    </SiteProvider>
  );
}

export function renderShell(
  ui: ReactElement,
  { url = '/?type=1', loader = fakeLoader(), config = testConfig }: { url?: string; loader?: RemoteLoader; config?: RuntimeConfig } = {},
) {
  const store = createStore();
  const result = render(
    <StoreProvider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
          <Site loader={loader} config={config}>
            {ui}
            <LocationProbe />
          </Site>
        </MemoryRouter>
      </ThemeProvider>
    </StoreProvider>,
  );
  return { ...result, store, loader };
}

/** matchMedia for jsdom: `matches` says whether every query matches. */
export function mockMatchMedia(matches: boolean | ((query: string) => boolean)): void {
  const answer = typeof matches === 'function' ? matches : () => matches;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: answer(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
