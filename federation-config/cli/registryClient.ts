/**
 * The site's deploy registry as a remote team's command sees it (`/_deploy/remotes` and
 * `/_deploy/preview` over HTTP), with the settings that command needs, all read and checked
 * before anything runs:
 *   SSB_SITE_URL        the site whose registry it asks (http://127.0.0.1:8080, `npm start`'s)
 *   SSB_DEPLOY_TOKEN    the team's deploy token (`name@mfe_about:<secret>` or the secret alone)
 *   SSB_DEPLOY_TOKEN_FILE  a file holding it instead (`npm start` writes var/deploy-token)
 *   SSB_REMOTE_ORIGIN   where the remote's releases are served (`latest` is a release there);
 *                       by default the local origin `npm start` runs for it, on its package's port
 */
import { readFileSync } from 'node:fs';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';
import { MIN_SECRET_LENGTH } from '@ssb/server-kit/secretTokens';

/** `@ssb/mfe-about` or `mfe-about` → `mfe_about`. */
export function remoteOfPackage(name: string): RemoteName {
  const candidate = name.replace(/^@ssb\//, '').replace(/-/g, '_');
  if (!(REMOTE_NAMES as readonly string[]).includes(candidate)) throw new Error(`${name} is not a remote of the site (${REMOTE_NAMES.join(', ')})`);
  return candidate as RemoteName;
}

/** An origin (scheme, host, port), refused with the setting's name when it is anything else. */
function originSetting(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL like http://127.0.0.1:8080, got ${JSON.stringify(value)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.username)
    throw new Error(`${name} must be an http(s) origin without a path, query or user, got ${JSON.stringify(value)}`);
  return url.origin;
}

export const siteUrl = (env: NodeJS.ProcessEnv = process.env): string => originSetting('SSB_SITE_URL', env.SSB_SITE_URL ?? 'http://127.0.0.1:8080');

/**
 * The secret to send for `remote`: SSB_DEPLOY_TOKEN (or the file SSB_DEPLOY_TOKEN_FILE names)
 * holds a token or a comma-separated list as the site takes it; the first that may switch this
 * remote is used. Never printed.
 */
export function deploySecret(remote: RemoteName, env: NodeJS.ProcessEnv = process.env): string {
  const file = env.SSB_DEPLOY_TOKEN_FILE;
  let raw = env.SSB_DEPLOY_TOKEN;
  if (raw === undefined && file) {
    try {
      raw = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`SSB_DEPLOY_TOKEN_FILE names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  if (!raw?.trim()) throw new Error('no deploy token: set SSB_DEPLOY_TOKEN (your team’s token) or SSB_DEPLOY_TOKEN_FILE');
  const candidates = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      if (colon <= 0) return { scope: null, secret: part };
      const scope = part.slice(0, colon).split('@')[1];
      return { scope: scope === undefined ? null : scope.split('+'), secret: part.slice(colon + 1) };
    });
  const token = candidates.find((candidate) => candidate.scope === null || candidate.scope.includes(remote));
  if (!token) throw new Error(`SSB_DEPLOY_TOKEN holds no token for ${remote}`);
  if (token.secret.length < MIN_SECRET_LENGTH)
    throw new Error(`the deploy token for ${remote} is shorter than ${MIN_SECRET_LENGTH} characters; the site refuses it`);
  return token.secret;
}

/** The origin serving this remote's dist/: SSB_REMOTE_ORIGIN, or the local one on `port`. */
export const remoteOrigin = (port: number, env: NodeJS.ProcessEnv = process.env): string =>
  originSetting('SSB_REMOTE_ORIGIN', env.SSB_REMOTE_ORIGIN ?? `http://${env.SSB_HOST ?? '127.0.0.1'}:${port}`);

export interface RemoteListing {
  live: { releaseId: string; manifestUrl: string; by: string; at: string } | null;
  rollbackTo: { releaseId: string } | null;
  /** Every switch and canary step, newest first (`action` says which). */
  history?: { releaseId: string; at: string; action?: string }[];
  /** The canary release running, if any. */
  canary?: { release: { releaseId: string } } | null;
  etag: string;
}

/** A release that was live or in a canary this recently is kept: a page opened then may still load its chunks. */
export const RETAIN_DAYS = 7;

/** History actions after which the entry's release is the live one (it stays live until the next such entry). */
const LIVE_SWITCHES = new Set([undefined, 'deploy', 'rollback', 'canary-promote']);

/** What the registry says of one remote; fails, saying how to proceed, when it cannot be asked. */
export async function fetchRemoteListing(remote: RemoteName, env: NodeJS.ProcessEnv = process.env): Promise<RemoteListing> {
  const url = `${siteUrl(env)}/_deploy/remotes/${remote}`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as RemoteListing;
  } catch (error) {
    throw new Error(
      `cannot ask the registry at ${url} (${error instanceof Error ? error.message : String(error)}): start the site or set SSB_SITE_URL`,
    );
  }
}

/**
 * The releases a prune must keep, from the registry's listing: the live one, the running canary,
 * the one a rollback goes to, every release the history names in the last RETAIN_DAYS days (a
 * deploy, a rollback, a canary's start, steps and end), and every release that was still live
 * then though it became live earlier (its switch away is that recent).
 */
export function retainedReleaseIds(listing: RemoteListing, now: number = Date.now()): string[] {
  const since = now - RETAIN_DAYS * 24 * 3600 * 1000;
  const recent = (at: string | undefined) => at !== undefined && Date.parse(at) >= since;
  const ids = new Set<string>();
  const add = (id: string | undefined) => {
    if (id) ids.add(id);
  };
  add(listing.live?.releaseId);
  add(listing.canary?.release.releaseId);
  add(listing.rollbackTo?.releaseId);
  // Newest first: each live switch ends the live time of the release switched to before it.
  let replacedAt: string | undefined;
  for (const entry of Array.isArray(listing.history) ? listing.history : []) {
    const switchedLive = LIVE_SWITCHES.has(entry.action);
    if (recent(entry.at) || (switchedLive && recent(replacedAt))) add(entry.releaseId);
    if (switchedLive) replacedAt = entry.at;
  }
  return [...ids];
}

/** The ids of the releases of a remote a prune must keep, as the registry says (retainedReleaseIds). */
export async function liveReleaseIds(remote: RemoteName, env: NodeJS.ProcessEnv = process.env, now: number = Date.now()): Promise<string[]> {
  return retainedReleaseIds(await fetchRemoteListing(remote, env), now);
}

/** What went wrong: a refusal, or no answer at all (status 0). */
type Refusal = { ok: false; status: number; error?: string; check?: string; message: string };

/** The registry's JSON answer, or what went wrong. */
type RegistryAnswer = { ok: true; status: number; body: Record<string, unknown>; headers: Headers } | Refusal;

interface RegistryRequest {
  method?: 'GET' | 'POST' | 'PUT';
  /** The team's token (deploySecret). */
  secret: string;
  body?: unknown;
  ifMatch?: string;
  timeoutMs: number;
}

/** One request to the registry with the team's token. */
async function askRegistry(url: string, { method = 'GET', secret, body, ifMatch, timeoutMs }: RegistryRequest): Promise<RegistryAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${secret}` };
  if (ifMatch) headers['if-match'] = ifMatch;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      message: `cannot reach the site at ${new URL(url).origin} (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok)
    return {
      ok: false,
      status: res.status,
      error: typeof answer.error === 'string' ? answer.error : undefined,
      check: typeof answer.check === 'string' ? answer.check : undefined,
      message: typeof answer.message === 'string' ? answer.message : res.statusText,
    };
  return { ok: true, status: res.status, body: answer, headers: res.headers };
}

/** A refusal as one line: `HTTP 403: the token … acts on mfe_products only`. */
export const refusalText = (answer: { status: number; check?: string; message: string }): string =>
  `${answer.status ? `HTTP ${answer.status}` : 'no answer'}${answer.check ? `, check ${answer.check}` : ''}: ${answer.message}`;

/** The answer's body, or an error saying what the registry said and how to proceed. */
async function readWithToken<T>(url: string, secret: string): Promise<T> {
  const answer = await askRegistry(url, { secret, timeoutMs: 5_000 });
  if (!answer.ok)
    throw new Error(
      `the registry at ${url} did not answer (${refusalText(answer)}): start the site, or set SSB_SITE_URL and the team's SSB_DEPLOY_TOKEN`,
    );
  return answer.body as T;
}

/**
 * The release ids of `remote` that active previews show (started, not ended, not expired): a
 * prune keeps them, or the previewing browsers would lose their chunks. Needs the team's token.
 */
export async function previewedReleaseIds(remote: RemoteName, secret: string, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const { previews } = await readWithToken<{ previews?: { releaseId: string }[] }>(`${siteUrl(env)}/_deploy/remotes/${remote}/previews`, secret);
  if (!Array.isArray(previews)) throw new Error('the registry answered no list of previews: removing nothing');
  return previews.map((preview) => preview.releaseId);
}

/** What the running site checks a release of a remote against (GET /_deploy/remotes/:name/host). */
export interface HostVersions {
  /** The running shell's contracts version: a release's contracts range must accept it. */
  contractsVersion: string;
  /** False when neither the shell's build (shared-versions.json) nor its installed packages say the versions: `shared` is then empty. */
  sharedKnown: boolean;
  /** The version of each shared package asked for that the shell depends on. */
  shared: Record<string, string>;
}

/** The live site's contracts version and the versions of the shared packages named (the team's token). */
export async function fetchHostVersions(
  remote: RemoteName,
  sharedNames: readonly string[],
  secret: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<HostVersions> {
  const query = sharedNames.length > 0 ? `?shared=${encodeURIComponent(sharedNames.join(','))}` : '';
  const host = await readWithToken<Partial<HostVersions>>(`${siteUrl(env)}/_deploy/remotes/${remote}/host${query}`, secret);
  if (typeof host.contractsVersion !== 'string') throw new Error('the registry did not say its contracts version');
  return { contractsVersion: host.contractsVersion, sharedKnown: host.sharedKnown === true, shared: host.shared ?? {} };
}

export interface SwitchRequest {
  remote: RemoteName;
  /** Absent: a rollback to the release live before. */
  manifestUrl?: string;
  ifMatch?: string;
  secret: string;
  siteUrl: string;
}

export type SwitchAnswer = { ok: true; before: { releaseId: string } | null; live: { releaseId: string; by: string }; etag: string } | Refusal;

/** Asks the registry for a deploy (PUT) or a rollback (POST): its answer, or what went wrong. */
export async function requestSwitch({ remote, manifestUrl, ifMatch, secret, siteUrl: site }: SwitchRequest): Promise<SwitchAnswer> {
  const answer = await askRegistry(manifestUrl ? `${site}/_deploy/remotes/${remote}` : `${site}/_deploy/remotes/${remote}/rollback`, {
    method: manifestUrl ? 'PUT' : 'POST',
    secret,
    ifMatch,
    body: manifestUrl ? { manifestUrl } : undefined,
    // The registry fetches and checks the release within its own budgets; this is the bound on all of it.
    timeoutMs: 60_000,
  });
  if (!answer.ok) return answer;
  return { ok: true, ...(answer.body as { before: { releaseId: string } | null; live: { releaseId: string; by: string }; etag: string }) };
}

export interface PreviewRequest {
  remote: RemoteName;
  manifestUrl: string;
  secret: string;
  siteUrl: string;
  /** A development build (ssb-remote dev --site) made against these contracts, not a release. */
  development?: { contractsRange: string };
}

export type PreviewAnswer =
  | {
      ok: true;
      /** The cookie that makes a browser see the preview (`ssb_preview=…`), as the site set it. */
      cookie: { name: string; value: string };
      preview: { releases: Record<string, { releaseId: string }>; expires: string; by: string };
    }
  | Refusal;

/**
 * Asks the site for a preview (POST /_deploy/preview): of a release (the deploy's checks), or of a
 * development build (its origin's and its contracts' checks); then a cookie.
 */
export async function requestPreview({ remote, manifestUrl, secret, siteUrl: site, development }: PreviewRequest): Promise<PreviewAnswer> {
  const body = development ? { remote, manifestUrl, kind: 'development', contractsRange: development.contractsRange } : { remote, manifestUrl };
  const answer = await askRegistry(`${site}/_deploy/preview`, { method: 'POST', secret, body, timeoutMs: 60_000 });
  if (!answer.ok) return answer;
  const pair = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const eq = pair.indexOf('=');
  const preview = answer.body.preview as Extract<PreviewAnswer, { ok: true }>['preview'] | undefined;
  if (eq <= 0 || !preview) return { ok: false, status: answer.status, message: 'the site answered without a preview cookie' };
  return { ok: true, cookie: { name: pair.slice(0, eq), value: pair.slice(eq + 1) }, preview };
}

/**
 * How a person opens a preview the site answered with: the cookie to set on the site's page (it is
 * HttpOnly when the site sets it, so it is given here to paste), until it expires.
 */
export function previewCookieLines(site: string, answer: Extract<PreviewAnswer, { ok: true }>, firstPage: string, tag: string): string[] {
  const maxAge = Math.max(0, Math.round((Date.parse(answer.preview.expires) - Date.now()) / 1000));
  const secure = site.startsWith('https:') ? '; secure' : '';
  const { name, value } = answer.cookie;
  const pad = ' '.repeat(tag.length + 3);
  return [
    `[${tag}] the preview is a cookie: anyone who has it sees this on ${site} until ${answer.preview.expires}. To open it in a browser,`,
    `${pad}open ${site}/ and run in its developer console:`,
    `${pad}  document.cookie = "${name}=${value}; path=/; max-age=${maxAge}; samesite=lax${secure}"`,
    `${pad}then open ${site}${firstPage}: every page shows the preview's banner; its button ends the preview.`,
  ];
}
