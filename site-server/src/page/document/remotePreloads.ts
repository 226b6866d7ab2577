/**
 * Breaks the serial ladder shell → manifest → remote entry → routes chunk: the HTML
 * of a route already names the owning remote's entry, its routes chunk and its catalog for the
 * page's language, so the browser fetches them in parallel with the shell.
 */
import { pageChunkName, type LangCode, type RemoteName, type RuntimeConfig } from '@ssb/contracts/node';
import type { ReleaseOf } from '../../deploy/releaseReader';
import { escapeHtml } from '../../security/escapeHtml';

/**
 * A script the page needs after its first paint, with the integrity its release states when it
 * has one (and then CORS, as the script tag will be). Low priority, as the deferred script that
 * needs them has: a preload is High by default, which would queue the scripts ahead of the
 * fonts and make them look render-blocking, though the first paint (the boot header) needs none.
 */
export const scriptPreload = (href: string, integrity?: string) =>
  integrity
    ? `<link rel="preload" as="script" href="${escapeHtml(href)}" integrity="${escapeHtml(integrity)}" crossorigin="anonymous" fetchpriority="low" />`
    : `<link rel="preload" as="script" href="${escapeHtml(href)}" fetchpriority="low" />`;

export interface RemotePreloads {
  /** The remote's origin, to connect to early (the page's scripts come from there). */
  connect: string;
  /** The remote's manifest, entry and the page's chunks. */
  tags: string;
  /** The page's declared API requests (URL templates). */
  pageData: string[];
}

export function createRemotePreloads(releaseOf: ReleaseOf) {
  /**
   * The preloads of the remote that owns the page (`pattern` is the matched route pattern), or
   * none when it cannot tell. Every value from the manifest is escaped where it is written (the
   * registry has already held each to a plain form: deploy/manifestRules.ts).
   */
  return async function remotePreloads(
    config: RuntimeConfig,
    owner: RemoteName | undefined,
    lang: LangCode,
    pattern?: string,
  ): Promise<RemotePreloads> {
    const none = { connect: '', tags: '', pageData: [] };
    if (!owner) return none;
    const release = await releaseOf(config, owner);
    if (!release) return none;
    const { manifest, manifestUrl } = release;
    const publicPath = (manifest.metaData as { publicPath?: unknown }).publicPath;
    const base = new URL('.', typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : manifestUrl);
    const { remoteEntry } = manifest.metaData;
    const routes = manifest.exposes.find((e) => e.name === 'routes');
    // The federation runtime loads the entry and the routes expose's own files through its script
    // hook, which gives them the integrity the release states (and so CORS); the remote's webpack
    // runtime loads the other chunks as plain scripts. A preload must match the request it
    // answers, or the browser fetches the script twice.
    const runtimeLoaded = [`${remoteEntry.path}${remoteEntry.name}`, ...(routes?.assets.js.sync ?? [])];
    const webpackLoaded = [
      // Chunks named i18n-<lang> by convention (each remote's IntlScope loads its catalog so).
      ...(routes?.assets.js.async.filter((f) => f.startsWith(`i18n-${lang}.`)) ?? []),
      ...((pattern && manifest.metaData.pageChunks?.[pageChunkName(pattern)]) ?? []),
    ];
    const origin = base.origin;
    const integrity = manifest.metaData.release?.integrity ?? {};
    const scripts = new Map<string, string | undefined>();
    for (const file of runtimeLoaded) scripts.set(new URL(file, base).href, integrity[file]);
    for (const file of webpackLoaded) if (!scripts.has(new URL(file, base).href)) scripts.set(new URL(file, base).href, undefined);
    const tags = [
      // The runtime fetch()es the manifest (CORS, no credentials): the same request, answered early.
      `<link rel="preload" as="fetch" href="${escapeHtml(release.browserManifestUrl)}" crossorigin="anonymous" />`,
      ...[...scripts].map(([href, sri]) => scriptPreload(href, sri)),
    ].join('');
    const pageData = (pattern && manifest.metaData.pageData?.[pattern]) || [];
    return {
      connect: `<link rel="preconnect" href="${escapeHtml(origin)}" />`,
      tags,
      pageData: Array.isArray(pageData) ? pageData.filter((t): t is string => typeof t === 'string') : [],
    };
  };
}
