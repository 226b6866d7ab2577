/**
 * Typed calls of the content endpoints. Each takes the client and the language as arguments,
 * so pages load data the same way in the browser and, later, on a server.
 */
import { localeOf, type LangCode } from '@ssb/contracts';
import type { ApiClient, QueryValue } from './client';
import type { Credit, Deposit, ListResponse } from './entities/products';

const lid = (lang: LangCode) => ({ language_id: localeOf(lang).languageId });

export async function fetchCredits(api: ApiClient, lang: LangCode, filter: Record<string, QueryValue> = {}, signal?: AbortSignal): Promise<Credit[]> {
  const body = await api.get<ListResponse<Credit>>('/Credit/', { ...lid(lang), ...filter }, signal);
  return body.results;
}

export function fetchCredit(api: ApiClient, lang: LangCode, id: number | string, signal?: AbortSignal): Promise<Credit> {
  return api.get<Credit>(`/Credit/${encodeURIComponent(String(id))}/`, lid(lang), signal);
}

export async function fetchDeposits(
  api: ApiClient,
  lang: LangCode,
  filter: Record<string, QueryValue> = {},
  signal?: AbortSignal,
): Promise<Deposit[]> {
  const body = await api.get<ListResponse<Deposit>>('/Deposit/', { ...lid(lang), ...filter }, signal);
  return body.results;
}

export function fetchDeposit(api: ApiClient, lang: LangCode, id: number | string, signal?: AbortSignal): Promise<Deposit> {
  return api.get<Deposit>(`/Deposit/${encodeURIComponent(String(id))}/`, lid(lang), signal);
}
