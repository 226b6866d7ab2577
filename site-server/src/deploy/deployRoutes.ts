/**
 * The registry's HTTP face under /_deploy/ (docs/remote-delivery.md):
 *   GET  /_deploy/remotes                 every remote: live release, history (newest first); ETag
 *   GET  /_deploy/remotes/:name           one remote; its own ETag
 *   PUT  /_deploy/remotes/:name           {"manifestUrl": "..."}: check, then switch (token)
 *   POST /_deploy/remotes/:name/rollback  back to the release live before (token)
 * A switch needs `Authorization: Bearer <deploy token>`; If-Match with an ETag read earlier makes
 * it fail with 412 when someone else switched in between.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';
import type { DeployRegistry, SwitchOutcome } from './registry';
import { isRemoteName, registryEtag, remoteEtag, type RegistryState } from './registryState';
import type { DeployToken } from './tokens';
import { authorizeDeploy, type TokenGuard } from './authorize';
import { releaseUrl } from './releaseUrl';

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
}

function remoteView(state: RegistryState, name: RemoteName) {
  const entry = state.remotes[name];
  return { live: entry.live, rollbackTo: entry.previous[0] ?? null, history: entry.history, etag: remoteEtag(name, state) };
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

export async function deployRoutes(app: FastifyInstance, { registry, guard, onOutcome, afterSwitch }: DeployRoutesOptions): Promise<void> {
  const authorize = (req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply, action: string) =>
    authorizeDeploy(guard, req, reply, `${action} of ${req.params.name.slice(0, 40)}`, isRemoteName(req.params.name) ? req.params.name : undefined);

  async function answer(
    req: FastifyRequest<{ Params: { name: string } }>,
    reply: FastifyReply,
    remote: RemoteName,
    outcome: SwitchOutcome,
    action: string,
  ) {
    onOutcome?.(remote, action, outcome.ok);
    if (!outcome.ok) {
      req.log.warn(
        { deploy: { remote, action, status: outcome.status, error: outcome.error, check: 'check' in outcome ? outcome.check : undefined } },
        `${action} of ${remote} refused: ${outcome.message}`,
      );
      const { ok: _ok, status, ...body } = outcome;
      return refuse(reply, status, body);
    }
    const { before, after, state } = outcome;
    // The switch is saved: a sibling that is slow to re-read catches up at its next poll.
    await afterSwitch?.().catch((error: unknown) => req.log.warn({ err: error }, 'other site processes not told of the switch'));
    req.log.info(
      { deploy: { remote, action, from: before?.releaseId ?? null, to: after.releaseId, by: after.by } },
      `${action}: ${remote} ${before?.releaseId ?? '(none)'} → ${after.releaseId} by ${after.by}`,
    );
    return reply
      .header('ETag', registryEtag(state))
      .header('Cache-Control', 'no-store')
      .send({ remote, action, before, live: after, etag: registryEtag(state), remoteEtag: remoteEtag(remote, state) });
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
}
