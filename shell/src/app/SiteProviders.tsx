import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  RemoteLoaderProvider,
  SiteProvider,
  localeOf,
  parseLocalizedPath,
  type ApiClient,
  type RemoteLoader,
  type ResourceStore,
  type RuntimeConfig,
} from '@ssb/contracts';
import { createApiClient } from '@ssb/api-client';
import { SHELL_CATALOGS } from '../i18n/catalogs';
import { NotFoundProvider, createNotFoundObserver, observeNotFound } from '../features/not-found';

/** The language comes from the path; everything below reads it through @ssb/contracts. */
export function SiteProviders({
  config,
  loader,
  resources,
  api: givenApi,
  notFound = false,
  children,
}: {
  config: RuntimeConfig;
  loader: RemoteLoader;
  resources?: ResourceStore;
  api?: ApiClient;
  /** The server answered this address with the 404 page. */
  notFound?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { lang } = parseLocalizedPath(pathname);
  const observer = useMemo(() => createNotFoundObserver(), []);
  const api = useMemo(() => observeNotFound(givenApi ?? createApiClient(config.apiBaseUrl), observer), [givenApi, config.apiBaseUrl, observer]);
  const site = useMemo(() => ({ lang, config, api, resources }), [lang, config, api, resources]);
  return (
    <SiteProvider value={site}>
      <RemoteLoaderProvider loader={loader}>
        <IntlProvider locale={localeOf(lang).iso} defaultLocale="tg-TJ" messages={SHELL_CATALOGS[lang]}>
          <NotFoundProvider initialNotFound={notFound} observer={observer}>
            {children}
          </NotFoundProvider>
        </IntlProvider>
      </RemoteLoaderProvider>
    </SiteProvider>
  );
}
