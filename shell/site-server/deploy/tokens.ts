/**
 * Deploy tokens: who may switch a remote's live release. `SSB_DEPLOY_TOKEN` holds one token
 * (`<secret>`, named "deploy") or several named ones (`products-team:<secret>,about-team:<secret>`);
 * the name is recorded with every deploy, the secret never is.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DeployToken {
  name: string;
  secret: string;
}

/** Tokens shorter than this are guessable and refused at start. */
const MIN_SECRET_LENGTH = 16;
const NAME = /^[a-z0-9][a-z0-9._-]{0,62}$/i;

export function parseDeployTokens(raw: string): DeployToken[] {
  const tokens = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      return colon > 0 ? { name: part.slice(0, colon), secret: part.slice(colon + 1) } : { name: 'deploy', secret: part };
    });
  for (const token of tokens) {
    if (!NAME.test(token.name)) throw new Error(`deploy token name "${token.name}" must be letters, digits, dot, dash or underscore`);
    if (token.secret.length < MIN_SECRET_LENGTH) throw new Error(`deploy token "${token.name}" is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (tokens.length === 0) throw new Error('SSB_DEPLOY_TOKEN holds no token');
  return tokens;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The name of the token a `Bearer` header carries, or null. Compared in constant time. */
export function tokenNameOf(tokens: readonly DeployToken[], authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const given = digest(match[1]);
  let found: string | null = null;
  for (const token of tokens) if (timingSafeEqual(digest(token.secret), given)) found = token.name;
  return found;
}

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
