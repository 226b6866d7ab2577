/**
 * Step 6 of a page request: the page's HTML (document/html.ts) and the CSP it is answered with. A
 * page stored for every visitor allows its inline scripts by their hashes (a nonce would change
 * per answer, and so would the bytes); any other carries a fresh nonce on each of them.
 */
import { SHELL_CATALOGS, routeMeta, type ServerRenderResult } from '@ssb/shell/server';
import { htmlSecurityHeaders, newNonce } from '../security/securityHeaders';
import { inlineScriptHashes } from '../page-cache/cachedPage';
import { previewBanner } from '../preview/previewBanner';
import { showsDevelopment } from '../preview/previewSession';
import { contentPreviewBanner } from '../preview/contentPreview';
import { renderIndexHtml } from './document/html';
import type { PageAssets } from './document/pageAssets';
import type { RemotePreloads } from './document/remotePreloads';
import type { PageAnswer, PageData } from './pageDataSeed';
import type { ResolvedPage } from './resolvePage';
import type { ReleaseSet } from './releaseSet';

export interface PageParts {
  page: ResolvedPage;
  set: ReleaseSet;
  /** A page of the site (200); otherwise the 404 page. */
  found: boolean;
  rendered: ServerRenderResult | null;
  remote: RemotePreloads;
  record: PageAnswer | null;
  pageData: Promise<PageData>;
  /** The page is stored for every visitor. */
  stored: boolean;
}

export interface ComposedPage {
  html: string;
  /** Its Content-Security-Policy and reporting headers. */
  security: Record<string, string>;
}

export function createComposer(assets: PageAssets, publicOrigin: string) {
  return async function composePage({ page, set, found, rendered, remote, record, pageData, stored }: PageParts): Promise<ComposedPage> {
    const nonce = newNonce();
    // A rendered page carries its answers already; otherwise the browser gets them as seeds.
    const seeds = rendered || !found ? '' : await (await pageData).seed(nonce);
    const document = renderIndexHtml(assets.template, {
      lang: page.lang,
      path: page.path,
      config: set.config,
      origin: publicOrigin,
      preloads: found ? remote.connect : '',
      appPreloads: (rendered ? '' : assets.shellPreloads) + (found ? remote.tags : ''),
      appChunks: assets.shellChunks,
      pageData: seeds,
      meta: routeMeta((id) => SHELL_CATALOGS[page.lang][id], found && page.match ? page.match.route.pattern : null, record?.body),
      notFound: !found,
      rendered,
      nonce: stored ? undefined : nonce,
      banner:
        (set.preview ? previewBanner(set.preview, page.lang, page.url.pathname + page.url.search) : '') +
        (set.contentPreview ? contentPreviewBanner(set.contentPreview.preview, page.lang, page.url.pathname + page.url.search) : ''),
    });
    const inline = stored ? { hashes: inlineScriptHashes(document.inlineScripts) } : nonce;
    const development = set.preview !== null && showsDevelopment(set.preview);
    return { html: document.html, security: htmlSecurityHeaders(inline, set.config, publicOrigin, { development }) };
  };
}
