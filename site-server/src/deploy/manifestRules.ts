/**
 * What a release manifest may say, checked before it is deployed or previewed. Its fields reach
 * every page of its remote (preload tags, the inline config, the banner) and decide what the
 * browser and the site server load, so each is held to a strict form rather than escaped and
 * hoped for:
 *   - the release id is a short plain token;
 *   - every file it names is a plain relative path (no scheme, no `..`, no markup);
 *   - every URL it resolves to (entry, chunks, server build) is on an allowed origin;
 *   - it carries no code (`getPublicPath` is a function body the federation runtime would run);
 *   - its page data are API paths under the API base, nothing else.
 */
import validRange from 'semver/ranges/valid.js';
import type { ReleaseManifest } from '@ssb/contracts/node';
import type { OriginAllowlist } from './originAllowlist';

const RELEASE_ID = /^[0-9A-Za-z.+-]{1,80}$/;
/** A relative path of plain characters, without `.` or `..` segments. */
const FILE = /^(?!\.{1,2}(?:\/|$))(?!.*\/\.{1,2}(?:\/|$))[A-Za-z0-9_\-.]+(?:\/[A-Za-z0-9_\-.]+)*$/;
/** A folder in front of a file name: empty, or a plain relative path ending in '/'. */
const FOLDER = /^(?:[A-Za-z0-9_\-.]+\/)*$/;
const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;
const CHUNK_NAME = /^[A-Za-z0-9_-]{1,120}$/;
const ROUTE_PATTERN = /^\/[A-Za-z0-9_:/-]{0,120}$/;
/**
 * An API request a page declares: a path with {placeholders}, :params and percent-escapes (never
 * of a dot: `%2e%2e` is `..` to a URL parser), and a simple query.
 */
const PAGE_DATA = /^(?!.*\/\.{1,2}(?:\/|\?|$))(?!.*%2e)\/(?:[A-Za-z0-9_\-/{}:.]|%[0-9A-Fa-f]{2})*(?:\?[A-Za-z0-9_\-{}=&.:,]*)?$/i;

export type ManifestProblem = { check: 'manifest-valid' | 'urls-allowed'; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** Every file name the manifest lists for the browser or the server. */
function filesNamed(manifest: ReleaseManifest): { where: string; file: string }[] {
  const files: { where: string; file: string }[] = [];
  const add = (where: string, list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const file of list) files.push({ where, file: typeof file === 'string' ? file : String(file) });
  };
  const { metaData } = manifest;
  files.push({ where: 'metaData.remoteEntry', file: `${metaData.remoteEntry.path}${metaData.remoteEntry.name}` });
  files.push({ where: 'metaData.release.serverEntry', file: metaData.release.serverEntry });
  for (const file of Object.keys(metaData.release.integrity)) files.push({ where: 'metaData.release.integrity', file });
  for (const [name, list] of Object.entries(metaData.pageChunks ?? {})) add(`metaData.pageChunks.${name}`, list);
  const raw = manifest as unknown as { exposes?: unknown; shared?: unknown };
  for (const group of [raw.exposes, raw.shared]) {
    if (!Array.isArray(group)) continue;
    for (const item of group) {
      if (!isObject(item) || !isObject(item.assets)) continue;
      for (const kind of ['js', 'css']) {
        const assets = item.assets[kind];
        if (isObject(assets)) {
          add(`assets of ${String(item.name)}`, assets.sync);
          add(`assets of ${String(item.name)}`, assets.async);
        }
      }
    }
  }
  return files;
}

/** The first problem of the manifest, or null when every field has its form and every URL is allowed. */
export function manifestProblem(manifest: ReleaseManifest, manifestUrl: string, allowlist: OriginAllowlist): ManifestProblem | null {
  const invalid = (message: string): ManifestProblem => ({ check: 'manifest-valid', message });
  const { release, remoteEntry } = manifest.metaData;
  const meta = manifest.metaData as unknown as Record<string, unknown>;
  if (!RELEASE_ID.test(release.id)) return invalid('metaData.release.id must be 1–80 letters, digits, dots, plus or minus signs');
  if (release.contractsRange.length > 64 || validRange(release.contractsRange) === null)
    return invalid('metaData.release.contractsRange must be a semver range');
  if (typeof release.builtAt !== 'string' || Number.isNaN(Date.parse(release.builtAt))) return invalid('metaData.release.builtAt must be a date');
  if (!FOLDER.test(remoteEntry.path)) return invalid('metaData.remoteEntry.path must be a relative folder');
  if ('getPublicPath' in meta) return invalid('metaData.getPublicPath is code the browser would run: a release states a publicPath');
  if (
    Array.isArray((manifest as unknown as { remotes?: unknown }).remotes) &&
    strings((manifest as unknown as { remotes: unknown }).remotes).length > 0
  )
    return invalid('a remote of the site loads no other remote');
  for (const [file, integrity] of Object.entries(release.integrity))
    if (!INTEGRITY.test(integrity)) return invalid(`the integrity of ${JSON.stringify(file).slice(0, 80)} is not a sha384`);
  for (const { where, file } of filesNamed(manifest))
    if (!FILE.test(file) || file.length > 200)
      return invalid(`${where} names ${JSON.stringify(file).slice(0, 80)}, which is not a plain relative path`);
  for (const name of Object.keys(manifest.metaData.pageChunks ?? {}))
    if (!CHUNK_NAME.test(name)) return invalid(`metaData.pageChunks has a name that is not a chunk name: ${JSON.stringify(name).slice(0, 80)}`);
  for (const [pattern, templates] of Object.entries(manifest.metaData.pageData ?? {})) {
    if (!ROUTE_PATTERN.test(pattern))
      return invalid(`metaData.pageData has a key that is not a route pattern: ${JSON.stringify(pattern).slice(0, 80)}`);
    if (!Array.isArray(templates) || templates.some((t) => typeof t !== 'string' || t.length > 200 || !PAGE_DATA.test(t)))
      return invalid(`metaData.pageData of ${pattern} must be API paths (no "..", no other origin)`);
  }

  // Where its files are loaded from: the manifest's own folder, or an absolute publicPath.
  const publicPath = meta.publicPath;
  let base = manifestUrl;
  if (publicPath !== undefined && publicPath !== 'auto') {
    if (typeof publicPath !== 'string' || !/^https?:\/\//.test(publicPath) || !URL.canParse(publicPath) || !publicPath.endsWith('/'))
      return invalid('metaData.publicPath must be "auto" or an absolute http(s) folder URL');
    base = publicPath;
  }
  for (const { where, file } of filesNamed(manifest)) {
    const url = new URL(file, base);
    if (!/^https?:$/.test(url.protocol) || !allowlist.allows(url.href))
      return { check: 'urls-allowed', message: `${where}: ${url.origin} is not an allowed origin for remotes (${allowlist.describe()})` };
  }
  return null;
}
