/** Renders a part of this remote as the shell hosts it: theme, site context, messages, a jotai store. */
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { SiteProvider, localeOf, theme, type ApiClient, type LangCode } from '@ssb/contracts';
import tj from '../i18n/tj';
import ru from '../i18n/ru';
import en from '../i18n/en';

configure({ asyncUtilTimeout: 5000 });

export const CATALOGS = { tj, ru, en };

export function fakeApi(postForm: ApiClient['postForm'], postJson?: ApiClient['postJson']): ApiClient {
  const unused = () => Promise.reject(new Error('unused in this test'));
  return { get: unused, postJson: postJson ?? unused, postForm, setToken: () => undefined, baseUrl: '/api' };
}

export function renderApp(ui: ReactElement, { lang = 'en', api }: { lang?: LangCode; api: ApiClient }) {
  const store = createStore();
  const site = {
    lang,
    api,
    config: { apiBaseUrl: '/api', internetBankingUrl: '', legalInternetBankingUrl: '', remotes: { mfe_products: '', mfe_calculators: '', mfe_applications: '', mfe_about: '' } },
  };
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <SiteProvider value={site}>
          <IntlProvider locale={localeOf(lang).iso} messages={CATALOGS[lang]}>
            {ui}
          </IntlProvider>
        </SiteProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store };
}
