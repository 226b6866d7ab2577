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

/** The language comes from the path; everything below reads it through @ssb/contracts. */
export function SiteProviders({
  config,
  loader,
  resources,
  api: givenApi,
  children,
}: {
  config: RuntimeConfig;
  loader: RemoteLoader;
  resources?: ResourceStore;
  api?: ApiClient;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { lang } = parseLocalizedPath(pathname);
  const api = useMemo(() => givenApi ?? createApiClient(config.apiBaseUrl), [givenApi, config.apiBaseUrl]);
  const site = useMemo(() => ({ lang, config, api, resources }), [lang, config, api, resources]);
  return (
    <SiteProvider value={site}>
      <RemoteLoaderProvider loader={loader}>
        <IntlProvider locale={localeOf(lang).iso} defaultLocale="tg-TJ" messages={SHELL_CATALOGS[lang]}>
          {children}
        </IntlProvider>
      </RemoteLoaderProvider>
    </SiteProvider>
  );
}
