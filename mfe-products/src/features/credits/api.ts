import { fetchCredit, fetchCredits, type ApiClient, type Credit, type LangCode } from '@ssb/contracts';

export const loadCredits = (api: ApiClient, lang: LangCode, signal: AbortSignal): Promise<Credit[]> =>
  fetchCredits(api, lang, {}, signal);

export const loadCredit = (id: string) => (api: ApiClient, lang: LangCode, signal: AbortSignal): Promise<Credit> =>
  fetchCredit(api, lang, id, signal);
