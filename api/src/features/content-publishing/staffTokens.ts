/**
 * Who may publish content: the bank's staff, each with a token of the `content` scope
 * (SSB_CONTENT_TOKEN: `name:<secret>`, comma-separated). These are not deploy tokens, which the
 * site server holds and which name remotes: a content token publishes rates and news, never a
 * release, and a deploy token publishes nothing here.
 */
import { MIN_SECRET_LENGTH, bearerSecret, matchSecret } from '@ssb/server-kit/secretTokens';

export interface StaffToken {
  /** Recorded with every change it makes. */
  name: string;
  secret: string;
}

const NAME = /^[A-Za-z0-9._-]{1,40}$/;

export function parseStaffTokens(setting: string | undefined): StaffToken[] {
  const tokens = (setting ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      if (colon < 1) throw new Error('SSB_CONTENT_TOKEN: each token is name:<secret>');
      const token = { name: part.slice(0, colon), secret: part.slice(colon + 1) };
      if (!NAME.test(token.name)) throw new Error(`SSB_CONTENT_TOKEN: "${token.name}" must be letters, digits, dot, dash or underscore`);
      if (token.secret.length < MIN_SECRET_LENGTH)
        throw new Error(`SSB_CONTENT_TOKEN: "${token.name}"'s secret is shorter than ${MIN_SECRET_LENGTH} characters`);
      return token;
    });
  return tokens;
}

/** The staff member a `Bearer` header names, or null; every token is compared, in constant time. */
export const staffMemberOf = (tokens: readonly StaffToken[], authorization: string | undefined): string | null =>
  matchSecret(tokens, bearerSecret(authorization))?.name ?? null;
