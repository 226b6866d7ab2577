/**
 * Checks a remote's declaration (`src/remote.ts`) in the remote's own tests: it agrees with the
 * contract, the generated modules are the ones it stands for, and rendering a page asks the API
 * for exactly the URLs declared as the page's data (as the client builds them), so the answers
 * the site server puts into the HTML are the ones the page uses, no more and no fewer.
 */
import { Suspense, type ReactElement } from 'react';
import { act, cleanup } from '@testing-library/react';
import {
  fillPageDataTemplate,
  localeOf,
  type ApiClient,
  type LangCode,
  type PageLoader,
  type QueryValue,
  type AnyRemoteDeclaration,
} from '@ssb/contracts';
import { declarationProblems, pageDataOf } from '@ssb/contracts/node';
import { staleModules } from '../declaration/generate';
import { apiPath } from '@ssb/api-client';

/** Route parameters the check fills templates and pages with. */
const EXAMPLE_PARAMS: Record<string, string> = { slug: '1' };

/** The URLs (under the API base) the declared templates stand for. */
function declaredRequests(templates: string[], lang: LangCode): string[] {
  return templates.map((t) => fillPageDataTemplate(t, EXAMPLE_PARAMS, localeOf(lang).languageId) ?? `unfillable: ${t}`).sort();
}

/**
 * The URLs a page asks for on its first render. Every request is answered 404, so only the
 * first wave is seen (requests that wait for an answer are not first requests).
 */
async function firstRequestsOf(load: PageLoader, lang: LangCode, renderWith: (ui: ReactElement, api: ApiClient) => void): Promise<string[]> {
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
 * The remote's declaration tests: it agrees with the contract, src/generated/ is current, and
 * one test per page with data: the page asks for what its declaration says. `loadRoutes`
 * imports the generated routes module (after the build-time globals are set).
 */
export function testRemoteDeclaration(
  appDir: string,
  declaration: AnyRemoteDeclaration,
  loadRoutes: () => Promise<{ default: { pages: Record<string, PageLoader> } }>,
  renderWith: (ui: ReactElement, api: ApiClient, lang: LangCode) => void,
): void {
  Object.assign(globalThis, { __SSB_CONTRACTS_VERSION__: '1.0.0', __SSB_BUILD_ID__: 'test' });

  it('agrees with the contract', () => {
    expect(declarationProblems(declaration)).toEqual([]);
  });

  it('is what src/generated/ was generated from (else: npm run generate)', () => {
    expect(staleModules(appDir, declaration)).toEqual([]);
  });

  const patterns = Object.entries(pageDataOf(declaration));
  if (patterns.length === 0) return;
  it.each(patterns)('%s asks the API for what its declaration says', async (pattern, templates) => {
    const load = (await loadRoutes()).default.pages[pattern];
    if (!load) throw new Error(`the routes module has no page for ${pattern}`);
    const seen = await firstRequestsOf(load, 'ru', (ui, api) => renderWith(ui, api, 'ru'));
    expect(seen).toEqual(declaredRequests([...templates], 'ru'));
  });
}
