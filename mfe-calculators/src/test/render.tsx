/** Renders a calculator part as the shell would host it: theme, site context, router, messages. */
import { useEffect, type ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ROUTER_FUTURE, SiteProvider, localeOf, theme, type ApiClient, type LangCode } from '@ssb/contracts';
import tj from '../i18n/tj';
import ru from '../i18n/ru';
import en from '../i18n/en';
import { TodayProvider } from '../features/calculator-ui/today';

export const CATALOGS = { tj, ru, en };

// The whole suite runs in parallel on small machines: give async queries room.
configure({ asyncUtilTimeout: 5000 });

/** A fake API client answering GET paths from a table (a rejected promise for anything else). */
export function fakeApi(answers: Record<string, unknown | (() => Promise<unknown>)>): ApiClient {
  const get = jest.fn(async (path: string): Promise<never> => {
    const answer = answers[path];
    if (typeof answer === 'function') return (await (answer as () => Promise<unknown>)()) as never;
    if (answer === undefined) throw Object.assign(new Error(`404 ${path}`), { response: { status: 404 } });
    return answer as never;
  });
  const unused = () => Promise.reject(new Error('unused in this test'));
  return { get, postJson: unused, postForm: unused, setToken: () => undefined, baseUrl: '/api' };
}

const lastLocation = { current: '' };
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    lastLocation.current = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}
/** The router's current path and query, as the calculator left it. */
export const currentUrl = () => new URL(lastLocation.current, 'http://site.test');

export function renderCalc(ui: ReactElement, { lang = 'en', api, url = '/', today = new Date(2026, 10, 23) }: { lang?: LangCode; api: ApiClient; url?: string; today?: Date }) {
  const site = {
    lang,
    api,
    config: { apiBaseUrl: '/api', internetBankingUrl: '', legalInternetBankingUrl: '', remotes: { mfe_products: '', mfe_calculators: '', mfe_applications: '', mfe_about: '' } },
  };
  return render(
    <ThemeProvider theme={theme}>
      <SiteProvider value={site}>
        <IntlProvider locale={localeOf(lang).iso} messages={CATALOGS[lang]}>
          <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
            <TodayProvider date={today}>
              {ui}
              <LocationProbe />
            </TodayProvider>
          </MemoryRouter>
        </IntlProvider>
      </SiteProvider>
    </ThemeProvider>,
  );
}
