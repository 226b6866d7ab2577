/**
 * Renders a part of a remote as the shell hosts it, for that remote's Jest tests: the theme, a
 * jotai store, the site context with an API double, a remote loader whose widgets show their
 * props, the remote's messages with the kit's, and a router. One set-up for every remote.
 */
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Provider as JotaiProvider, createStore } from 'jotai';
import {
  ROUTER_FUTURE,
  RemoteLoaderProvider,
  SiteProvider,
  localeOf,
  theme,
  type ApiClient,
  type LangCode,
  type QueryValue,
  type RemoteLoader,
  type ExposedWidgets,
  type WidgetModule,
  type WidgetName,
} from '@ssb/contracts';
import type { Messages } from '../i18n/IntlScope';
import kitTj from '../i18n/tj';
import kitRu from '../i18n/ru';
import kitEn from '../i18n/en';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts';
// jsdom's <dialog> lacks showModal() and close(), which every modal of the site calls.
import './dialogPolyfill';

// The whole suite runs in parallel on small machines: give async queries room.
configure({ asyncUtilTimeout: 5000 });

const KIT: Record<LangCode, Messages> = { tj: kitTj, ru: kitRu, en: kitEn };

type Answer = unknown | ((params: Record<string, QueryValue>) => unknown);

/** An API error as the client rejects it (ApiError's shape). */
export const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { response: { status } });

/** A promise that never settles: the page stays loading. */
export const pending = () => new Promise<never>(() => undefined);

const unused = () => Promise.reject(new Error('unused in this test'));

/**
 * A client double answering GET paths from a table: a value, or a function of the query that
 * returns a value or a promise (reject for errors). Anything else is a 404. Posts are given.
 */
export function fakeApi(answers: Record<string, Answer> = {}, posts: Partial<Pick<ApiClient, 'postForm' | 'postJson'>> = {}) {
  const get = jest.fn(async (path: string, params: Record<string, QueryValue> = {}): Promise<never> => {
    if (!(path in answers)) throw httpError(404);
    const answer = answers[path];
    return (await (typeof answer === 'function' ? (answer as (p: Record<string, QueryValue>) => unknown)(params) : answer)) as never;
  });
  const api: ApiClient = { get, postJson: posts.postJson ?? unused, postForm: posts.postForm ?? unused, setToken: () => undefined, baseUrl: '/api' };
  return { api, get };
}

/** A loader whose widgets render their name and props, so a page's slot can be checked. */
const stubLoader: RemoteLoader = {
  loadRoutes: () => Promise.reject(new Error('unused')),
  loadWidget: <N extends WidgetName>(name: N) => {
    const Stub = (props: ExposedWidgets[N]) => <div data-testid={`widget:${name}`}>{JSON.stringify(props)}</div>;
    const module: WidgetModule<ExposedWidgets[N]> = { contractsVersion: '1.0.0', buildId: 'test', default: Stub };
    return Promise.resolve(module);
  },
};

const lastLocation = { current: '' };
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    lastLocation.current = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}
/** The router's path and query, as the page left it. */
export const currentUrl = () => lastLocation.current;

export interface HostedOptions {
  lang?: LangCode;
  api: ApiClient;
  url?: string;
  store?: ReturnType<typeof createStore>;
  /** Providers of the remote's own, inside the router (a fixed clock, say). */
  wrap?: (ui: ReactNode) => ReactNode;
}

/** A renderer for one remote, given its catalogs. */
export function createHostedRenderer(catalogs: Record<LangCode, Messages>) {
  return function renderHosted(ui: ReactElement, { lang = 'en', api, url = '/', store = createStore(), wrap = (node) => node }: HostedOptions) {
    const site = {
      lang,
      api,
      config: {
        apiBaseUrl: '/api',
        internetBankingUrl: 'https://ib.example/',
        legalInternetBankingUrl: 'https://ib.example/legal',
        remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, ''])) as Record<RemoteName, string>,
      },
    };
    const result = render(
      <ThemeProvider theme={theme}>
        <JotaiProvider store={store}>
          <SiteProvider value={site}>
            <RemoteLoaderProvider loader={stubLoader}>
              <IntlProvider locale={localeOf(lang).iso} messages={{ ...KIT[lang], ...catalogs[lang] }}>
                <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
                  {wrap(ui)}
                  <LocationProbe />
                </MemoryRouter>
              </IntlProvider>
            </RemoteLoaderProvider>
          </SiteProvider>
        </JotaiProvider>
      </ThemeProvider>,
    );
    return { ...result, store };
  };
}

/** The API's text of a page (GET /api/pages/{name}/), for a test. */
export const pageText = (title: string, summary = `${title} summary`) => ({ name: 'x', title, summary, body: [] });

export { cssRulesOf, ownRules } from './css';
export { checkCatalogs } from './checkCatalogs';
