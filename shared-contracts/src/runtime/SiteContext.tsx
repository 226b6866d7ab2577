// What the shell tells every page and widget (language, runtime config, API client), read through hooks.
import { createContext, useContext, type ReactNode } from 'react';
import type { LangCode } from '../i18n/locales';
import type { ApiClient } from './apiClient';
import type { RuntimeConfig } from './config';
import type { ResourceStore } from '../api/resources';

interface SiteContextValue {
  lang: LangCode;
  config: RuntimeConfig;
  api: ApiClient;
  /** Answers of a server-rendered page (see api/resources); none in a plain client render. */
  resources?: ResourceStore;
}

const SiteContext = createContext<SiteContextValue | null>(null);
export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() must be used inside <SiteProvider> (the shell provides it)');
  return site;
}

export const useLang = (): LangCode => useSite().lang;
export const useApi = (): ApiClient => useSite().api;
export const useRuntimeConfig = (): RuntimeConfig => useSite().config;
