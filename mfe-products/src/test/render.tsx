/** Renders a page of this remote as the shell hosts it: theme, site context, remote loader, router, messages. */
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
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
import tj from '../i18n/tj';
import ru from '../i18n/ru';
import en from '../i18n/en';

export const CATALOGS = { tj, ru, en };

type Answer = unknown | ((params: Record<string, QueryValue>) => unknown);

/** An API error as the client rejects it (ApiError's shape). */
export const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { response: { status } });

/** A promise that never settles: the page stays loading. */
export const pending = () => new Promise<never>(() => undefined);

/**
 * A fake client answering GET paths from a table: a value, or a function of the query that
 * returns a value or a promise (reject for errors). Anything else is a 404.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const get = jest.fn(async (path: string, params: Record<string, QueryValue> = {}): Promise<never> => {
    if (!(path in answers)) throw httpError(404);
    const answer = answers[path];
    return (await (typeof answer === 'function' ? (answer as (p: Record<string, QueryValue>) => unknown)(params) : answer)) as never;
  });
  const unused = () => Promise.reject(new Error('unused in this test'));
  const api: ApiClient = { get, postJson: unused, postForm: unused, setToken: () => undefined, baseUrl: '/api' };
  return { api, get };
}

/** A loader whose widgets render their name and props, so a page's slot can be checked. */
export const stubLoader: RemoteLoader = {
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
export const currentUrl = () => lastLocation.current;

export function renderPage(
  ui: ReactElement,
  { lang = 'en', api, url = '/', store = createStore() }: { lang?: LangCode; api: ApiClient; url?: string; store?: ReturnType<typeof createStore> },
) {
  const site = {
    lang,
    api,
    config: {
      apiBaseUrl: '/api',
      internetBankingUrl: 'https://ib.example/',
      legalInternetBankingUrl: 'https://ib.example/legal',
      remotes: { mfe_products: '', mfe_calculators: '', mfe_applications: '', mfe_about: '' },
    },
  };
  return render(
    <ThemeProvider theme={theme}>
      <JotaiProvider store={store}>
        <SiteProvider value={site}>
          <RemoteLoaderProvider loader={stubLoader}>
            <IntlProvider locale={localeOf(lang).iso} messages={CATALOGS[lang]}>
              <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
                {ui}
                <LocationProbe />
              </MemoryRouter>
            </IntlProvider>
          </RemoteLoaderProvider>
        </SiteProvider>
      </JotaiProvider>
    </ThemeProvider>,
  );
}

/** Page text of the API for a page name, in the test's language. */
export const pageText = (title: string, summary = `${title} summary`) => ({ name: 'x', title, summary, body: [] });
