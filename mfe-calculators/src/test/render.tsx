/** A calculator part as the shell hosts it: the kit's one hosted renderer, with a fixed "today". */
import type { ReactElement } from 'react';
import type { ApiClient } from '@ssb/contracts';
import { createHostedRenderer, currentUrl as hostedUrl, fakeApi as hostedApi, type HostedOptions } from '@ssb/ui-kit/test';
import { TodayProvider } from '../features/calculator-ui';
import tj from '../i18n/tj';
import ru from '../i18n/ru';
import en from '../i18n/en';

export const CATALOGS = { tj, ru, en };
const renderHosted = createHostedRenderer(CATALOGS);

/** A client answering GET paths from a table (a 404 for anything else). */
export const fakeApi = (answers: Record<string, unknown>): ApiClient => hostedApi(answers).api;

/** The router's current path and query, as the calculator left it. */
export const currentUrl = () => new URL(hostedUrl(), 'http://site.test');

export function renderCalc(ui: ReactElement, { today = new Date(2026, 10, 23), ...options }: HostedOptions & { today?: Date }) {
  return renderHosted(ui, { ...options, wrap: (node) => <TodayProvider date={today}>{node}</TodayProvider> });
}
