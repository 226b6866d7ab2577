/**
 * The site's deploy registry as a remote team's command sees it (`/_deploy/remotes` over HTTP),
 * with the settings that command needs, all read and checked before anything runs:
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

export interface SwitchRequest {
  remote: RemoteName;
  /** Absent: a rollback to the release live before. */
  manifestUrl?: string;
  ifMatch?: string;
  secret: string;
  siteUrl: string;
}

export type SwitchAnswer =
  | { ok: true; before: { releaseId: string } | null; live: { releaseId: string; by: string }; etag: string }
  | { ok: false; status: number; error?: string; check?: string; message: string };

/** Asks the registry for a deploy (PUT) or a rollback (POST): its answer, or what went wrong. */
export async function requestSwitch({ remote, manifestUrl, ifMatch, secret, siteUrl: site }: SwitchRequest): Promise<SwitchAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${secret}` };
  if (ifMatch) headers['if-match'] = ifMatch;
  if (manifestUrl) headers['content-type'] = 'application/json';
  const url = manifestUrl ? `${site}/_deploy/remotes/${remote}` : `${site}/_deploy/remotes/${remote}/rollback`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: manifestUrl ? 'PUT' : 'POST',
      headers,
      body: manifestUrl ? JSON.stringify({ manifestUrl }) : undefined,
      // The registry fetches and checks the release within its own budgets; this is the bound on all of it.
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    return { ok: false, status: 0, message: `cannot reach the site at ${site} (${error instanceof Error ? error.message : String(error)})` };
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok)
    return {
      ok: false,
      status: res.status,
      error: typeof body.error === 'string' ? body.error : undefined,
      check: typeof body.check === 'string' ? body.check : undefined,
      message: typeof body.message === 'string' ? body.message : res.statusText,
    };
  return { ok: true, ...(body as { before: { releaseId: string } | null; live: { releaseId: string; by: string }; etag: string }) };
}
