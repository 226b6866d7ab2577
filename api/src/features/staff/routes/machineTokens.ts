/**
 * Administrators make and revoke machine tokens, under /internal/staff/ (the back office's
 * screen for them):
 *
 *   GET    /internal/staff/machine-tokens         every token: name, scope, who made it, last use (never a secret)
 *   POST   /internal/staff/machine-tokens         { name, scope } → the token, shown this once
 *   DELETE /internal/staff/machine-tokens/<id>    revoked: refused from now on, on every instance
 */
import type { FastifyPluginAsync } from 'fastify';
import { actorNameOf, refuse } from '../authentication';
import { MACHINE_SCOPES, type MachineScope } from '../principal';
import { TOKEN_NAME, TokenNameTaken, type MachineTokens } from '../machineTokens';

const config = { rateLimit: { max: 120, timeWindow: 60_000 }, staff: 'machine-tokens' } as const;

export const machineTokenRoutes: FastifyPluginAsync<{ tokens: MachineTokens }> = async (app, { tokens }) => {
  app.get('/internal/staff/machine-tokens', { config, schema: { hide: true } }, async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').send({ scopes: MACHINE_SCOPES, tokens: await tokens.list() }),
  );

  app.post<{ Body: { name: string; scope: MachineScope } }>(
    '/internal/staff/machine-tokens',
    {
      config,
      schema: {
        hide: true,
        body: {
          type: 'object',
          required: ['name', 'scope'],
          additionalProperties: false,
          properties: { name: { type: 'string', pattern: TOKEN_NAME.source }, scope: { type: 'string', enum: [...MACHINE_SCOPES] } },
        },
      },
    },
    async (req, reply) => {
      const by = actorNameOf(req);
      try {
        const made = await tokens.create({ name: req.body.name.trim(), scope: req.body.scope, by });
        req.log.info({ token: made.record.id, name: made.record.name, scope: made.record.scope, by }, 'machine token made');
        return reply.code(201).header('Cache-Control', 'no-store').send(made);
      } catch (error) {
        if (error instanceof TokenNameTaken) return refuse(reply, 409, 'exists', 'name', 'a token by that name exists');
        throw error;
      }
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/internal/staff/machine-tokens/:id',
    {
      config,
      schema: { hide: true, params: { type: 'object', properties: { id: { type: 'string', pattern: '^[a-z0-9]{12}$' } } } },
    },
    async (req, reply) => {
      const by = actorNameOf(req);
      const revoked = await tokens.revoke(req.params.id, by);
      if (!revoked) return refuse(reply, 404, 'not_found', 'id', 'no live token by that id');
      req.log.info({ token: revoked.id, name: revoked.name, by }, 'machine token revoked');
      return reply.header('Cache-Control', 'no-store').send(revoked);
    },
  );
};
