/**
 * Deploy tokens: who may switch a remote's live release. `SSB_DEPLOY_TOKEN` holds one token
 * (`<secret>`, named "deploy") or several named ones, comma-separated:
 *   ops:<secret>                           an admin token: every remote, and /_ops
 *   about-team@mfe_about:<secret>          a team's token: deploys, previews and rolls back mfe_about only
 *   web-team@mfe_about+mfe_products:<secret>   a token for several remotes
 * The name is recorded with every deploy, the secret never is.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';
import { MIN_SECRET_LENGTH, bearerSecret, matchSecret } from '@ssb/server-kit/secretTokens';

export interface DeployToken {
  name: string;
  secret: string;
  /** The remotes it acts on; 'all' for an admin token. */
  remotes: readonly RemoteName[] | 'all';
}

const NAME = /^[a-z0-9][a-z0-9._-]{0,62}$/i;

export function parseDeployTokens(raw: string): DeployToken[] {
  const tokens = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): DeployToken => {
      const colon = part.indexOf(':');
      if (colon <= 0) return { name: 'deploy', secret: part, remotes: 'all' };
      const [name = '', scope] = part.slice(0, colon).split('@');
      return { name, secret: part.slice(colon + 1), remotes: scope === undefined ? 'all' : parseScope(name, scope) };
    });
  for (const token of tokens) {
    if (!NAME.test(token.name)) throw new Error(`deploy token name "${token.name}" must be letters, digits, dot, dash or underscore`);
    if (token.secret.length < MIN_SECRET_LENGTH) throw new Error(`deploy token "${token.name}" is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (tokens.length === 0) throw new Error('SSB_DEPLOY_TOKEN holds no token');
  return tokens;
}

function parseScope(name: string, scope: string): RemoteName[] {
  const remotes = scope.split('+');
  for (const remote of remotes)
    if (!(REMOTE_NAMES as readonly string[]).includes(remote))
      throw new Error(`deploy token "${name}" names "${remote}", which is not a remote of the site (${REMOTE_NAMES.join(', ')})`);
  return remotes as RemoteName[];
}

/** The token a `Bearer` header carries, or null. Compared in constant time. */
export const tokenOf = (tokens: readonly DeployToken[], authorization: string | undefined): DeployToken | null =>
  matchSecret(tokens, bearerSecret(authorization));

/** Whether the token may act on the remote. */
export const mayActOn = (token: DeployToken, remote: RemoteName): boolean => token.remotes === 'all' || token.remotes.includes(remote);

/**
 * The local site's token when SSB_DEPLOY_TOKEN is unset: made once into a file readable by its
 * owner only, whose path (never its content) `npm start` prints.
 */
export function localTokenFile(varDir: string): { file: string; tokens: DeployToken[]; created: boolean } {
  const file = path.join(varDir, 'deploy-token');
  let created = false;
  if (!existsSync(file)) {
    mkdirSync(varDir, { recursive: true });
    writeFileSync(file, `local:${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    created = true;
  }
  return { file, tokens: parseDeployTokens(readFileSync(file, 'utf8')), created };
}
