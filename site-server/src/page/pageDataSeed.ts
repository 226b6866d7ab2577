/**
 * Answers the requested page's first API requests inside its HTML: the page renders
 * as soon as its code has run, instead of asking the API one round trip later on a phone
 * network. The owning remote declares the requests (its manifest's `metaData.pageData`); the
 * client's `get` finds them under the same URL (`seededAnswer`).
 *
 * The first declared request is also what the page is about: its record gives the document's
 * title and description, and a 404 there makes a detail page (/Credit/:slug) the 404 page.
 */
import { PAGE_DATA_GLOBAL, fillPageDataTemplate } from '@ssb/contracts/node';
import { inlineScript, scriptJson } from './document/scriptJson';

/** The HTML never waits longer than this for the API; a late answer is just not seeded. */
const API_TIMEOUT_MS = 250;
/** A larger answer costs more in the HTML than the round trip it saves. */
const MAX_ANSWER_BYTES = 48 * 1024;

export interface PageDataRequest {
  /** URL templates under the API base, e.g. '/Credit/:slug/?language_id={languageId}'. */
  templates: string[];
  params: Record<string, string>;
  languageId: number;
  /** The base the browser uses (runtime config `apiBaseUrl`): seeds only for a same-origin '/…' base. */
  apiBaseUrl: string;
  /** Where this server reaches the API, e.g. http://127.0.0.1:8085 */
  apiUpstream: string;
  /** Sent with each read: the page request's id and trace context, which the API logs. */
  headers?: Record<string, string>;
  /**
   * The visitor's address (the page request's client): sent as X-Forwarded-For, so that the API
   * counts these reads against that visitor's limits, as it would the browser's own.
   */
  visitor: string;
}

/** One declared request's answer: `status` null when it failed or came late; `body` only when usable. */
export interface PageAnswer {
  url: string;
  status: number | null;
  body?: unknown;
}

async function fetchAnswer(fetchImpl: typeof fetch, url: string, href: string, headers: Record<string, string> = {}): Promise<PageAnswer> {
  try {
    const res = await fetchImpl(href, { headers: { ...headers, Accept: 'application/json' }, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    if (!res.ok || !res.headers.get('content-type')?.includes('json')) return { url, status: res.status };
    const text = await res.text();
    return text.length > MAX_ANSWER_BYTES ? { url, status: res.status } : { url, status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { url, status: null }; // slow or failing: the page asks the API itself
  }
}

export interface PageData {
  /** The first declared request's answer (null without one); asked once per request object. */
  first(): Promise<PageAnswer | null>;
  /** `<script>` setting the seeds of every declared request, or '' when there is nothing to seed. */
  seed(nonce?: string): Promise<string>;
}

/** The path when it stays under the API base; '' (nothing asked) otherwise: a template is the remote's word. */
const underApi = (api: string, p: string) => (p && new URL(`${api}${p}`, 'http://site').pathname.startsWith(`${api}/`) ? p : '');

export function createPageData(fetchImpl: typeof fetch = fetch) {
  return function pageData(request: PageDataRequest): PageData {
    const { templates, params, languageId, apiBaseUrl, apiUpstream, visitor } = request;
    const headers = { ...request.headers, 'x-forwarded-for': visitor };
    // An API on another origin is not ours to answer for.
    const base = apiBaseUrl.startsWith('/') ? apiBaseUrl.replace(/\/+$/, '') : null;
    const api = base;
    const paths = api === null ? [] : templates.map((t) => underApi(api, fillPageDataTemplate(t, params, languageId) ?? ''));
    const asked = new Map<number, Promise<PageAnswer | null>>();
    const answer = (index: number): Promise<PageAnswer | null> => {
      let pending = asked.get(index);
      if (!pending) {
        const p = paths[index];
        const url = `${base ?? ''}${p ?? ''}`;
        pending = p ? fetchAnswer(fetchImpl, url, new URL(url, apiUpstream).href, headers) : Promise.resolve(null);
        asked.set(index, pending);
      }
      return pending;
    };
    return {
      first: () => answer(0),
      async seed(nonce) {
        const answers = await Promise.all(paths.map((_p, index) => answer(index)));
        const seeds = Object.fromEntries(answers.filter((a): a is PageAnswer => a?.body !== undefined).map((a) => [a.url, a.body]));
        if (Object.keys(seeds).length === 0) return '';
        return inlineScript(`window.${PAGE_DATA_GLOBAL}=${scriptJson(seeds)};`, nonce);
      },
    };
  };
}
