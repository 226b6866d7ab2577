/**
 * The registry's HTTP face under /_deploy/ (docs/remote-delivery.md):
 *   GET  /_deploy/remotes                 every remote: live release, history (newest first); ETag
 *   GET  /_deploy/remotes/:name           one remote; its own ETag
 *   PUT  /_deploy/remotes/:name           {"manifestUrl": "..."}: check, then switch (token)
 *   POST /_deploy/remotes/:name/rollback  back to the release live before (token)
 *   GET  /_deploy/remotes/:name/canary    the canary running, if any
 *   POST /_deploy/remotes/:name/canary    {"manifestUrl": "...", "share"?: 0.05}: check, then start a canary (token)
 *   POST /_deploy/remotes/:name/canary/promote  the canary's release becomes live (token)
 *   POST /_deploy/remotes/:name/canary/abort    the canary ends; the live release stays (token)
 *   GET  /_deploy/remotes/:name/previews  the release ids active previews show, until when (token)
 *   GET  /_deploy/remotes/:name/host      ?shared=react,react-dom: the contracts and shared versions a release meets (token)
 * A switch needs `Authorization: Bearer <deploy token>`; If-Match with an ETag read earlier makes
 * it fail with 412 when someone else switched in between.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';
import type { CanaryAction, CanaryOutcome, DeployRegistry, SwitchOutcome, SwitchRefusal } from './registry';
import { isObject, isRemoteName, registryEtag, remoteEtag, type CanaryRelease, type RegistryState } from './registryState';
import type { DeployToken } from '../auth/tokens';
import { authorizeDeploy, type TokenGuard } from '../auth/tokenGuard';
import { releaseUrl } from './releaseUrl';
import { hostSharedVersions } from './hostVersions';

export interface DeployRoutesOptions {
  registry: DeployRegistry;
  tokens: readonly DeployToken[];
  /** Checks the tokens, their scope, and throttles wrong ones. */
  guard: TokenGuard;
  /** Told of every switch asked for, done or refused (the metrics count them). */
  onOutcome?: (remote: RemoteName, action: string, ok: boolean) => void;
  /**
   * Awaited after a switch, before it is answered: the other processes of a cluster re-read the
   * registry, so the next page any of them serves has the new release.
   */
  afterSwitch?: () => Promise<void>;
  /**
   * The shell's build the site serves (its dist/): the shared versions the live site runs are the
   * ones it recorded (shared-versions.json), for GET /_deploy/remotes/:name/host.
   */
  shellDistDir?: string;
}

/** The share of visitors a canary starts with when the request names none. */
const DEFAULT_CANARY_SHARE = 0.05;

/** A canary as answers show it: without its salt, which would let anyone place visitors in its cohorts. */
function canaryView(canary: CanaryRelease | null | undefined): Omit<CanaryRelease, 'salt'> | null {
  if (!canary) return null;
  const { salt: _salt, ...shown } = canary;
  return shown;
}

function remoteView(state: RegistryState, name: RemoteName) {
  const entry = state.remotes[name];
  return {
    live: entry.live,
    rollbackTo: entry.previous[0] ?? null,
    canary: canaryView(entry.canary),
    history: entry.history,
    etag: remoteEtag(name, state),
  };
}

function listing(state: RegistryState) {
  return { revision: state.revision, remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteView(state, name)])) };
}

const unknownRemote = (name: string) => ({
  error: 'unknown-remote',
  message: `${JSON.stringify(name.slice(0, 40))} is not a remote of the site (${REMOTE_NAMES.join(', ')})`,
});

/** A JSON error answer that says what to do. */
const refuse = (reply: FastifyReply, status: number, body: Record<string, unknown>) =>
  reply.code(status).header('Cache-Control', 'no-store').send(body);

const CANARY_FIELDS = ['manifestUrl', 'share'];

/** The body of a canary's start, every field checked; or the 400's body. */
function canaryBody(body: unknown): { ok: true; manifestUrl: string; share: number } | { ok: false; refusal: Record<string, unknown> } {
  const usage = 'Send JSON {"manifestUrl": "<absolute http(s) URL of the release\'s mf-manifest.json>", "share": <0 < share ≤ 0.5, default 0.05>}.';
  const bad = (field: string | undefined, message = usage) => ({
    ok: false as const,
    refusal: { error: 'bad-request', ...(field ? { field } : {}), message },
  });
  if (!isObject(body)) return bad(undefined);
  const unknown = Object.keys(body).find((key) => !CANARY_FIELDS.includes(key));
  if (unknown !== undefined) return bad(unknown.slice(0, 40), `${JSON.stringify(unknown.slice(0, 40))} is not a field of a canary. ${usage}`);
  const manifestUrl = releaseUrl(body.manifestUrl);
  if (!manifestUrl) return bad('manifestUrl');
  const share = body.share ?? DEFAULT_CANARY_SHARE;
  // Its range is the registry's to check (0 < share ≤ 0.5); its type is checked here.
  if (typeof share !== 'number') return bad('share');
  return { ok: true, manifestUrl, share };
}

const NAME_PARAMS = Type.Object({ name: Type.String({ maxLength: 200 }) });

/** What a prune must keep of the previews: release ids and until when, nothing of who or which cookie. */
const PREVIEWS_ANSWER = Type.Object({
  remote: Type.String(),
  previews: Type.Array(Type.Object({ releaseId: Type.String(), expires: Type.String() })),
});

/** At most this many names in ?shared= (a remote shares nine). */
const SHARED_NAMES = 30;

/** What a release is checked against, and the versions of the shared packages asked for that the shell has. */
const HOST_ANSWER = Type.Object({
  remote: Type.String(),
  contractsVersion: Type.String(),
  /** False when neither the shell's build records them (shared-versions.json) nor its packages are installed beside this site server. */
  sharedKnown: Type.Boolean(),
  shared: Type.Record(Type.String(), Type.String()),
});

/** No body, or an empty one: promote and abort take nothing (a field would be a mistake, not ignored). */
const emptyBody = (body: unknown) => body === undefined || body === null || (isObject(body) && Object.keys(body).length === 0);

export async function deployRoutes(
  app: FastifyInstance,
  { registry, guard, onOutcome, afterSwitch, shellDistDir }: DeployRoutesOptions,
): Promise<void> {
  const authorize = (req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply, action: string) =>
    authorizeDeploy(guard, req, reply, `${action} of ${req.params.name.slice(0, 40)}`, isRemoteName(req.params.name) ? req.params.name : undefined);

  /** A refusal: logged, counted, and answered as the registry said it. */
  function refused(req: FastifyRequest, reply: FastifyReply, remote: RemoteName, outcome: SwitchRefusal, action: string) {
    onOutcome?.(remote, action, false);
    req.log.warn(
      { deploy: { remote, action, status: outcome.status, error: outcome.error, check: 'check' in outcome ? outcome.check : undefined } },
      `${action} of ${remote} refused: ${outcome.message}`,
    );
    const { ok: _ok, status, ...body } = outcome;
    return refuse(reply, status, body);
  }

  /** Done and saved: the other processes are told before the answer, so the next page has it. */
  async function switched(req: FastifyRequest, remote: RemoteName, action: string) {
    onOutcome?.(remote, action, true);
    // The switch is saved: a sibling that is slow to re-read catches up at its next poll.
    await afterSwitch?.().catch((error: unknown) => req.log.warn({ err: error }, 'other site processes not told of the switch'));
  }

  async function answer(req: FastifyRequest, reply: FastifyReply, remote: RemoteName, outcome: SwitchOutcome, action: string) {
    if (!outcome.ok) return refused(req, reply, remote, outcome, action);
    const { before, after, state } = outcome;
    await switched(req, remote, action);
    req.log.info(
      { deploy: { remote, action, from: before?.releaseId ?? null, to: after.releaseId, by: after.by } },
      `${action}: ${remote} ${before?.releaseId ?? '(none)'} → ${after.releaseId} by ${after.by}`,
    );
    return reply
      .header('ETag', registryEtag(state))
      .header('Cache-Control', 'no-store')
      .send({ remote, action, before, live: after, etag: registryEtag(state), remoteEtag: remoteEtag(remote, state) });
  }

  async function answerCanary(
    req: FastifyRequest,
    reply: FastifyReply,
    remote: RemoteName,
    outcome: CanaryOutcome,
    asked: CanaryAction,
    status: 200 | 201,
  ) {
    if (!outcome.ok) return refused(req, reply, remote, outcome, asked);
    const { action, entry, before, live, canary, state } = outcome;
    await switched(req, remote, action);
    const share = canary ? ` at ${Math.round(canary.share * 1000) / 10} %` : '';
    req.log.info(
      { deploy: { remote, action, live: live?.releaseId ?? null, canary: entry.releaseId, share: canary?.share ?? null, by: entry.by } },
      `${action}: ${remote} ${entry.releaseId}${share} (live ${before?.releaseId ?? '(none)'} → ${live?.releaseId ?? '(none)'}) by ${entry.by}`,
    );
    return reply
      .code(status)
      .header('ETag', registryEtag(state))
      .header('Cache-Control', 'no-store')
      .send({ remote, action, before, ...remoteView(state, remote), etag: registryEtag(state), remoteEtag: remoteEtag(remote, state) });
  }

  // Whatever fails below the routes (a store that cannot be written) is the registry's trouble, not a 500.
  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    // The client's own mistakes (a body too large, not JSON) keep their 4xx.
    if (error.statusCode && error.statusCode < 500) return refuse(reply, error.statusCode, { error: 'bad-request', message: error.message });
    req.log.error({ err: error }, `deploy registry: ${error.message}`);
    return refuse(reply, 503, { error: 'registry-unavailable', message: 'The deploy registry cannot be written right now; try again in a moment.' });
  });

  app.get('/_deploy/remotes', async (req, reply) => {
    const state = registry.state();
    const etag = registryEtag(state);
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return listing(state);
  });

  app.get<{ Params: { name: string } }>('/_deploy/remotes/:name', async (req, reply) => {
    const { name } = req.params;
    if (!isRemoteName(name)) return refuse(reply, 404, unknownRemote(name));
    const state = registry.state();
    return reply.header('ETag', remoteEtag(name, state)).header('Cache-Control', 'no-cache').send(remoteView(state, name));
  });

  app.put<{ Params: { name: string }; Body: unknown }>('/_deploy/remotes/:name', { bodyLimit: 16 * 1024 }, async (req, reply) => {
    const by = authorize(req, reply, 'deploy');
    if (!by) return reply;
    const { name } = req.params;
    if (!isRemoteName(name)) return refuse(reply, 404, unknownRemote(name));
    const manifestUrl = releaseUrl(
      typeof req.body === 'object' && req.body !== null ? (req.body as { manifestUrl?: unknown }).manifestUrl : undefined,
    );
    if (!manifestUrl)
      return refuse(reply, 400, {
        error: 'bad-request',
        field: 'manifestUrl',
        message: 'Send JSON {"manifestUrl": "<absolute http(s) URL of the release\'s mf-manifest.json, without credentials or #>"}.',
      });
    const outcome = await registry.deploy({ remote: name, manifestUrl, by, ifMatch: req.headers['if-match'] });
    return answer(req, reply, name, outcome, 'deploy');
  });

  app.post<{ Params: { name: string } }>('/_deploy/remotes/:name/rollback', async (req, reply) => {
    const by = authorize(req, reply, 'rollback');
    if (!by) return reply;
    const { name } = req.params;
    if (!isRemoteName(name)) return refuse(reply, 404, unknownRemote(name));
    const outcome = await registry.rollback({ remote: name, by, ifMatch: req.headers['if-match'] });
    return answer(req, reply, name, outcome, 'rollback');
  });

  // Read as the listing is: what runs where is no secret, and the salt is never shown.
  app.get<{ Params: { name: string } }>('/_deploy/remotes/:name/canary', async (req, reply) => {
    const { name } = req.params;
    if (!isRemoteName(name)) return refuse(reply, 404, unknownRemote(name));
    const state = registry.state();
    const etag = remoteEtag(name, state);
    return reply
      .header('ETag', etag)
      .header('Cache-Control', 'no-cache')
      .send({ canary: canaryView(state.remotes[name].canary), etag });
  });

  app.post<{ Params: { name: string }; Body: unknown }>('/_deploy/remotes/:name/canary', { bodyLimit: 16 * 1024 }, async (req, reply) => {
    const by = authorize(req, reply, 'canary');
    if (!by) return reply;
    const { name } = req.params;
    if (!isRemoteName(name)) return refuse(reply, 404, unknownRemote(name));
    const body = canaryBody(req.body);
    if (!body.ok) return refuse(reply, 400, body.refusal);
    const outcome = await registry.canary({ remote: name, manifestUrl: body.manifestUrl, share: body.share, by, ifMatch: req.headers['if-match'] });
    return answerCanary(req, reply, name, outcome, 'canary', 201);
  });

  // Read with a token that may act on the remote, before anything else is looked at: which
  // releases are previewed, and exactly which versions the site runs, are its team's to know.
  const readAuthorized = (what: string) => async (req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    if (!authorize(req, reply, what)) return reply;
    return undefined;
  };

  app.get<{ Params: { name: string } }>(
    '/_deploy/remotes/:name/previews',
    { onRequest: readAuthorized('previews read'), schema: { params: NAME_PARAMS, response: { 200: PREVIEWS_ANSWER } } },
    async (req, reply) => {
      const { name } = req.params;
      if (!isRemoteName(name)) return refuse(reply, 404, unknownRemote(name));
      // One entry per release, until the last of its previews ends.
      const until = new Map<string, number>();
      for (const preview of await registry.previews.active()) {
        const releaseId = preview.releases[name];
        if (releaseId) until.set(releaseId, Math.max(until.get(releaseId) ?? 0, preview.expires));
      }
      const previews = [...until]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([releaseId, expires]) => ({ releaseId, expires: new Date(expires).toISOString() }));
      return reply.header('Cache-Control', 'no-store').send({ remote: name, previews });
    },
  );

  app.get<{ Params: { name: string }; Querystring: { shared?: string } }>(
    '/_deploy/remotes/:name/host',
    {
      onRequest: readAuthorized('host versions read'),
      schema: {
        params: NAME_PARAMS,
        querystring: Type.Object({ shared: Type.Optional(Type.String({ maxLength: 2000 })) }),
        response: { 200: HOST_ANSWER },
      },
    },
    async (req, reply) => {
      const { name } = req.params;
      if (!isRemoteName(name)) return refuse(reply, 404, unknownRemote(name));
      const names = [...new Set((req.query.shared ?? '').split(',').map((n) => n.trim()))].filter(Boolean);
      if (names.length > SHARED_NAMES)
        return refuse(reply, 400, { error: 'bad-request', field: 'shared', message: `Ask for at most ${SHARED_NAMES} package names.` });
      const { known, versions } = await hostSharedVersions(names, { shellDistDir });
      return reply
        .header('Cache-Control', 'no-store')
        .send({ remote: name, contractsVersion: registry.contractsVersion, sharedKnown: known, shared: versions });
    },
  );

  // A person's word over the judge's: the canary's release goes live now, or the canary ends.
  for (const [path, action, verb] of [
    ['promote', 'canary-promote', 'promoted'],
    ['abort', 'canary-abort', 'aborted'],
  ] as const) {
    app.post<{ Params: { name: string }; Body: unknown }>(`/_deploy/remotes/:name/canary/${path}`, { bodyLimit: 1024 }, async (req, reply) => {
      const by = authorize(req, reply, action);
      if (!by) return reply;
      const { name } = req.params;
      if (!isRemoteName(name)) return refuse(reply, 404, unknownRemote(name));
      if (!emptyBody(req.body))
        return refuse(reply, 400, { error: 'bad-request', message: `Send no body: ${path} takes nothing but the remote's name.` });
      const request = { remote: name, by, ifMatch: req.headers['if-match'], decision: { by: 'manual' as const, reason: `${verb} by ${by}` } };
      const outcome = action === 'canary-promote' ? await registry.promoteCanary(request) : await registry.abortCanary({ ...request, action });
      return answerCanary(req, reply, name, outcome, action, 200);
    });
  }
}
