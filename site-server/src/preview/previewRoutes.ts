/**
 * Release previews over HTTP (docs/remote-delivery.md, "Preview"):
 *   POST   /_deploy/preview      {"remote", "manifestUrl"}: a deploy's checks and pinning, then a signed cookie (token)
 *                                 {"remote", "kind": "development", "manifestUrl", "contractsRange"}: a development
 *                                 build (ssb-remote dev --site), only with a token for that remote, from a loopback
 *                                 origin or one SSB_DEV_PREVIEW_ORIGINS lists, for DEV_PREVIEW_HOURS
 *   GET    /_deploy/preview      what this browser previews
 *   DELETE /_deploy/preview      ends it (?remote=<name> ends one remote's)
 *   POST   /_deploy/preview/end  the banner's button: ends it and goes back to the page
 * Starting a preview needs a deploy token that may act on the remote, as a deploy does; ending
 * one's own needs nothing. Every cookie given is recorded in the registry's store with the release
 * ids it shows until it expires, so that a team's prune keeps them (GET /_deploy/remotes/:name/previews).
 * An ended cookie's id is recorded too, so the cookie is refused afterwards by every instance,
 * even if the browser (or anyone who copied it) keeps it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import validRange from 'semver/ranges/valid.js';
import { REMOTE_NAMES, acceptsContracts, type RemoteName } from '@ssb/contracts/node';
import { canonicalUrl } from '@ssb/server-kit/canonicalPath';
import type { DeployRegistry } from '../deploy/registry';
import { authorizeDeploy, type TokenGuard } from '../auth/tokenGuard';
import { isRemoteName } from '../deploy/registryState';
import type { DevOriginRule } from '../deploy/originAllowlist';
import { releaseUrl } from '../deploy/releaseUrl';
import { PREVIEW_END_PATH } from './previewBanner';
import {
  DEV_PREVIEW_HOURS,
  DEV_RELEASE_ID,
  PREVIEW_COOKIE,
  PREVIEW_HOURS,
  newPreviewId,
  showsDevelopment,
  type Preview,
  type PreviewCodec,
  type PreviewedRelease,
} from './previewSession';

export interface PreviewRoutesOptions {
  registry: DeployRegistry;
  guard: TokenGuard;
  codec: PreviewCodec;
  /** https: the cookie is Secure. */
  secure: boolean;
  /** Where a development preview's build may be loaded from; none: development previews are refused. */
  devOrigins?: DevOriginRule;
  /** Loads a preview's server builds, so that its first page is rendered on the server too. */
  warm?: (preview: Preview) => Promise<void>;
  now?: () => number;
}

export type PreviewReader = (req: FastifyRequest) => Promise<Preview | null>;

/**
 * The preview a request's cookie holds: null when there is none, or it is forged, expired or
 * ended. Only a request that carries a well-signed cookie asks the store (QA's, not visitors').
 */
export function createPreviewReader(codec: PreviewCodec, registry: Pick<DeployRegistry, 'previews'>, now: () => number = Date.now): PreviewReader {
  return async (req) => {
    const preview = codec.open(parseCookie(req.headers.cookie ?? '')[PREVIEW_COOKIE], now());
    if (!preview) return null;
    try {
      return (await registry.previews.ended(preview.id)) ? null : preview;
    } catch (error) {
      // A store that cannot say is no reason to show unreviewed code: the visitor gets the live site.
      req.log.warn({ err: error }, 'ended previews cannot be read: the preview is ignored');
      return null;
    }
  };
}

/** What a client is told about a preview: never the cookie itself. */
const previewView = (preview: Preview | null) =>
  preview ? { releases: preview.releases, expires: new Date(preview.expires).toISOString(), by: preview.by } : null;

/**
 * A same-site path to go back to, written as a URL writes it (`/Ā` is `/%C4%80`: a raw byte over
 * 127 in a Location header was a 500), in its canonical spelling; anything else (another site,
 * a scheme, `//host`, a control, a broken escape) goes home.
 */
function safeReturn(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return '/';
  let url: URL;
  try {
    url = new URL(value, 'http://site');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://site') return '/';
  return canonicalUrl(`${url.pathname}${url.search}`) ?? '/';
}

export async function previewRoutes(app: FastifyInstance, options: PreviewRoutesOptions): Promise<void> {
  const { registry, guard, codec, secure, warm, devOrigins, now = Date.now } = options;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  const cookie = (value: string, maxAge: number) => stringifySetCookie({ name: PREVIEW_COOKIE, value, ...cookieOptions, maxAge });
  const clearCookie = (reply: FastifyReply) => reply.header('Set-Cookie', cookie('', 0));
  const setCookie = (reply: FastifyReply, preview: Preview) =>
    reply.header('Set-Cookie', cookie(codec.seal(preview), Math.max(0, Math.ceil((preview.expires - now()) / 1000))));
  const current = createPreviewReader(codec, registry, now);
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  /** The cookie's id is refused from now on, on every instance. */
  const end = (preview: Preview | null) => (preview ? registry.previews.end(preview.id, preview.expires) : Promise.resolve());
  /** Recorded before the cookie is given: its releases are kept while it lasts (a development build is no release to keep). */
  const record = (preview: Preview) =>
    registry.previews.start({
      id: preview.id,
      releases: Object.fromEntries(
        Object.entries(preview.releases)
          .filter(([, release]) => release.development !== true)
          .map(([remote, release]) => [remote, release.releaseId]),
      ),
      expires: preview.expires,
    });

  // The banner's form sends an urlencoded body: only its `return` field is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post<{ Body: unknown }>('/_deploy/preview', { bodyLimit: 16 * 1024 }, async (req, reply) => {
    const body =
      typeof req.body === 'object' && req.body !== null
        ? (req.body as { remote?: unknown; manifestUrl?: unknown; kind?: unknown; contractsRange?: unknown })
        : {};
    const by = authorizeDeploy(guard, req, reply, 'preview', isRemoteName(body.remote) ? body.remote : undefined);
    if (!by) return reply;
    if (!isRemoteName(body.remote))
      return noStore(reply)
        .code(400)
        .send({ error: 'bad-request', field: 'remote', message: `Send JSON {"remote": one of ${REMOTE_NAMES.join(', ')}, "manifestUrl": "…"}.` });
    const { remote } = body;
    const manifestUrl = releaseUrl(body.manifestUrl);
    if (!manifestUrl)
      return noStore(reply).code(400).send({
        error: 'bad-request',
        field: 'manifestUrl',
        message: 'Send JSON {"remote": "…", "manifestUrl": "<absolute http(s) URL of the release\'s mf-manifest.json, without credentials or #>"}.',
      });
    const development = body.kind === 'development';
    if (body.kind !== undefined && !development)
      return noStore(reply)
        .code(400)
        .send({ error: 'bad-request', field: 'kind', message: 'kind is "development" (a development build) or absent (a release)' });
    const shown = development ? developmentBuild(remote, manifestUrl, body.contractsRange) : await pinned(remote, manifestUrl);
    if (!shown.ok) {
      const { ok: _ok, status, ...refusal } = shown;
      req.log.warn({ preview: { remote, development, refusal: refusal.error, by } }, `preview of ${remote} refused: ${shown.message}`);
      return noStore(reply).code(status).send(refusal);
    }
    // Several remotes at once: a new one joins what this browser already previews, in a new cookie.
    const before = await current(req);
    const releases = { ...before?.releases, [remote]: shown.release };
    const hours = showsDevelopment({ releases }) ? DEV_PREVIEW_HOURS : PREVIEW_HOURS;
    const preview: Preview = { id: newPreviewId(), releases, expires: now() + hours * 3_600_000, by };
    await record(preview);
    await end(before);
    const { releaseId } = shown.release;
    req.log.info(
      { preview: { remote, releaseId, development, by } },
      `preview started: ${remote} ${development ? `development build from ${new URL(manifestUrl).origin}` : releaseId} by ${by}`,
    );
    // A development build is never loaded on the server: nothing to warm.
    if (!development) await warm?.(preview);
    return setCookie(noStore(reply), preview).send({ preview: previewView(preview) });
  });

  type Shown = { ok: true; release: PreviewedRelease } | { ok: false; status: number; error: string; message: string; [key: string]: unknown };

  /** A release: the deploy's checks and pinning. */
  async function pinned(remote: RemoteName, manifestUrl: string): Promise<Shown> {
    const result = await registry.pin(remote, manifestUrl);
    if (!result.ok) return result;
    const { release } = result.manifest.metaData;
    return {
      ok: true,
      release: { manifestUrl, releaseId: release.id, contractsRange: release.contractsRange, manifestDigest: result.manifestDigest },
    };
  }

  /**
   * A development build: nothing is fetched (its origin is the developer's machine, which this
   * server may not reach, and its loopback is not this server's to read), so the checks are the
   * origin's and the contracts range the command states; the browser checks that range again
   * before it runs the build.
   */
  function developmentBuild(remote: RemoteName, manifestUrl: string, contractsRange: unknown): Shown {
    const refuse = (check: string, message: string): Shown => ({ ok: false, status: 422, error: 'check-failed', check, message });
    if (!devOrigins) return refuse('origin-allowed', 'this site takes no development previews');
    if (!devOrigins.allows(manifestUrl))
      return refuse('origin-allowed', `${new URL(manifestUrl).origin} is not an origin for development builds (${devOrigins.describe()})`);
    if (typeof contractsRange !== 'string' || contractsRange.length > 64 || validRange(contractsRange) === null)
      return badRequest('contractsRange', 'Send the contracts range the build was made against, e.g. "^2.5.0".');
    if (!acceptsContracts(registry.contractsVersion, contractsRange))
      return refuse('contracts', `the development build of ${remote} needs contracts ${contractsRange}; the site runs ${registry.contractsVersion}`);
    return { ok: true, release: { manifestUrl, releaseId: DEV_RELEASE_ID, contractsRange, development: true } };
  }

  function badRequest(field: string, message: string): Shown {
    return { ok: false, status: 400, error: 'bad-request', field, message };
  }

  app.get('/_deploy/preview', async (req, reply) => noStore(reply).send({ preview: previewView(await current(req)) }));

  app.delete<{ Querystring: { remote?: string } }>('/_deploy/preview', async (req, reply) => {
    const before = await current(req);
    const { remote } = req.query;
    if (remote !== undefined && !isRemoteName(remote))
      return noStore(reply)
        .code(400)
        .send({ error: 'bad-request', field: 'remote', message: `remote is one of ${REMOTE_NAMES.join(', ')}` });
    const releases = { ...before?.releases };
    if (remote) delete releases[remote];
    const rest = before && remote && Object.keys(releases).length > 0 ? { ...before, id: newPreviewId(), releases } : null;
    if (rest) await record(rest);
    await end(before);
    return (rest ? setCookie(noStore(reply), rest) : clearCookie(noStore(reply))).send({ preview: previewView(rest) });
  });

  app.post<{ Body: unknown }>(PREVIEW_END_PATH, async (req, reply) => {
    const body = typeof req.body === 'object' && req.body !== null ? (req.body as { return?: unknown }) : {};
    await end(await current(req));
    return clearCookie(noStore(reply)).redirect(safeReturn(body.return), 303);
  });
}
