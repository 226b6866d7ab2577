/**
 * Checks a remote's `src/page-data.json` against its pages: rendering a page must ask the API
 * for exactly the URLs declared for its pattern (as the client builds them), so the answers
 * the site server puts into the HTML are the ones the page uses, no more and no fewer.
 */
import { Suspense, type ReactElement } from 'react';
import { act, cleanup } from '@testing-library/react';
import { fillPageDataTemplate, localeOf, type ApiClient, type LangCode, type PageLoader, type QueryValue } from '@ssb/contracts';
import { apiPath } from '@ssb/api-client';

/** Route parameters the check fills templates and pages with. */
export const EXAMPLE_PARAMS: Record<string, string> = { slug: '1' };

/** The URLs (under the API base) the declared templates stand for. */
export function declaredRequests(templates: string[], lang: LangCode): string[] {
  return templates.map((t) => fillPageDataTemplate(t, EXAMPLE_PARAMS, localeOf(lang).languageId) ?? `unfillable: ${t}`).sort();
}

/**
 * The URLs a page asks for on its first render. Every request is answered 404, so only the
 * first wave is seen (requests that wait for an answer are not first requests).
 */
export async function firstRequestsOf(load: PageLoader, lang: LangCode, renderWith: (ui: ReactElement, api: ApiClient) => void): Promise<string[]> {
  const seen = new Set<string>();
  const get = (path: string, params?: Record<string, QueryValue>) => {
    seen.add(apiPath(path, params));
    return Promise.reject(Object.assign(new Error('HTTP 404'), { response: { status: 404 } }));
  };
  const unused = () => Promise.reject(new Error('unused'));
  const api: ApiClient = { get, postJson: unused, postForm: unused, setToken: () => undefined, baseUrl: '/api' };
  const { default: Page } = await load();
  // A boundary, as the shell has: the page suspends until its remote's catalog is loaded, and
  // only an awaited act lets React retry it.
  await act(async () =>
    renderWith(
      <Suspense fallback={null}>
        <Page lang={lang} params={EXAMPLE_PARAMS} />
      </Suspense>,
      api,
    ),
  );
  // The page's catalog loads first (a suspended render), then its effects ask for data.
  for (let i = 0; i < 80 && seen.size === 0; i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  cleanup();
  return [...seen].sort();
}

/**
 * One test per declared pattern of a remote: its page asks for what page-data.json says.
 * `loadRoutes` imports the remote's routes module (after the build-time globals are set).
 */
export function testPageDataDeclarations(
  declared: Record<string, unknown>,
  loadRoutes: () => Promise<{ default: { pages: Record<string, PageLoader> } }>,
  renderWith: (ui: ReactElement, api: ApiClient, lang: LangCode) => void,
): void {
  Object.assign(globalThis, { __SSB_CONTRACTS_VERSION__: '1.0.0', __SSB_BUILD_ID__: 'test' });
  const patterns = Object.entries(declared).filter((entry): entry is [string, string[]] => entry[0] !== '$comment');
  it.each(patterns)('%s asks the API for what page-data.json declares', async (pattern, templates) => {
    const { pages } = (await loadRoutes()).default;
    const load = pages[pattern];
    if (!load) throw new Error(`page-data.json names ${pattern}, which routes.ts does not have`);
    const seen = await firstRequestsOf(load, 'ru', (ui, api) => renderWith(ui, api, 'ru'));
    expect(seen).toEqual(declaredRequests(templates, 'ru'));
  });
}
