import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  RemoteLoaderProvider,
  SiteProvider,
  createApiClient,
  localeOf,
  parseLocalizedPath,
  type RemoteLoader,
  type RuntimeConfig,
} from '@ssb/contracts';
import { SHELL_CATALOGS } from '../i18n/catalogs';

/** The language comes from the path; everything below reads it through @ssb/contracts. */
export function SiteProviders({ config, loader, children }: { config: RuntimeConfig; loader: RemoteLoader; children: ReactNode }) {
  const { pathname } = useLocation();
  const { lang } = parseLocalizedPath(pathname);
  const api = useMemo(() => createApiClient(config.apiBaseUrl), [config.apiBaseUrl]);
  const site = useMemo(() => ({ lang, config, api }), [lang, config, api]);
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
