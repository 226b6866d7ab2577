/**
 * Answers the requested page's first API requests inside its HTML: the page renders
 * as soon as its code has run, instead of asking the API one round trip later on a phone
 * network. The owning remote declares the requests (its manifest's `metaData.pageData`); the
 * client's `get` finds them under the same URL (`seededAnswer`).
 */
import { PAGE_DATA_GLOBAL, fillPageDataTemplate } from '@ssb/contracts/node';
import { inlineScript, scriptJson } from './scriptJson';

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
  /** The answer's CSP nonce. */
  nonce?: string;
}

async function fetchAnswer(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const res = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  if (!res.ok || !res.headers.get('content-type')?.includes('json')) return undefined;
  const text = await res.text();
  return text.length > MAX_ANSWER_BYTES ? undefined : (JSON.parse(text) as unknown);
}

export function createPageDataSeed(fetchImpl: typeof fetch = fetch) {
  /** `<script>` setting the seeds, or '' when there is nothing to seed. */
  return async function pageDataSeed(request: PageDataRequest): Promise<string> {
    const { templates, params, languageId, apiBaseUrl, apiUpstream } = request;
    // An API on another origin is not ours to answer for.
    if (templates.length === 0 || !apiBaseUrl.startsWith('/')) return '';
    const base = apiBaseUrl.replace(/\/+$/, '');
    const paths = templates.map((t) => fillPageDataTemplate(t, params, languageId)).filter((p): p is string => p !== null);
    const answers = await Promise.all(
      paths.map(async (p) => {
        const url = `${base}${p}`;
        try {
          return [url, await fetchAnswer(fetchImpl, new URL(url, apiUpstream).href)] as const;
        } catch {
          return [url, undefined] as const; // slow or failing: the page asks the API itself
        }
      }),
    );
    const seeds = Object.fromEntries(answers.filter(([, body]) => body !== undefined));
    if (Object.keys(seeds).length === 0) return '';
    return inlineScript(`window.${PAGE_DATA_GLOBAL}=${scriptJson(seeds)};`, request.nonce);
  };
}
