/**
 * Machine tokens: automation's credentials (a treasury feed that publishes rates, the core
 * banking system that sets application statuses), one scope each, named, made and revoked by an
 * administrator in the back office. A token reads `ssbm.<id>.<secret>`; only the SHA-256 of its
 * secret is stored, so the database never holds a usable token, and the secret is shown once,
 * when it is made. A presented token is looked up by its id and its digest compared in constant
 * time; a revoked one is refused.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sameSecret } from '@ssb/server-kit/secretTokens';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/database';
import type { MachineScope } from './principal';
import { isMachineScope } from './principal';

const TOKEN = /^ssbm\.([a-z0-9]{12})\.([A-Za-z0-9_-]{43})$/;
export const TOKEN_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{1,59}$/;

const digestOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

export interface MachineTokenRecord {
  id: string;
  name: string;
  scope: MachineScope;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  revokedBy: string | null;
  lastUsedAt: string | null;
}

type Row = {
  id: string;
  name: string;
  scope: string;
  created_at: string;
  created_by: string;
  revoked_at: string | null;
  revoked_by: string | null;
  last_used_at: string | null;
};

const recordOf = (row: Row): MachineTokenRecord => ({
  id: row.id,
  name: row.name,
  scope: isMachineScope(row.scope) ? row.scope : 'content',
  createdAt: row.created_at,
  createdBy: row.created_by,
  revokedAt: row.revoked_at,
  revokedBy: row.revoked_by,
  lastUsedAt: row.last_used_at,
});

export const looksLikeMachineToken = (token: string) => token.startsWith('ssbm.');

export class TokenNameTaken extends Error {}

export function machineTokens(db: Db, now = () => new Date()) {
  const { kysely } = db;
  const columns = ['id', 'name', 'scope', 'created_at', 'created_by', 'revoked_at', 'revoked_by', 'last_used_at'] as const;
  return {
    /** A new token: its record, and the token itself, which is never readable again. */
    async create(input: { name: string; scope: MachineScope; by: string }): Promise<{ record: MachineTokenRecord; token: string }> {
      const id = randomBytes(9)
        .toString('base64url')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '0')
        .slice(0, 12);
      const secret = randomBytes(32).toString('base64url');
      const row: Row = {
        id,
        name: input.name,
        scope: input.scope,
        created_at: now().toISOString(),
        created_by: input.by,
        revoked_at: null,
        revoked_by: null,
        last_used_at: null,
      };
      try {
        await kysely
          .insertInto('machine_token')
          .values({ ...row, secret_hash: digestOf(secret) })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new TokenNameTaken(input.name);
        throw error;
      }
      return { record: recordOf(row), token: `ssbm.${id}.${secret}` };
    },
    async list(): Promise<MachineTokenRecord[]> {
      const rows = await kysely.selectFrom('machine_token').select(columns).orderBy('created_at', 'desc').execute();
      return rows.map(recordOf);
    },
    /** Revokes it; false when there is no such token or it is revoked already. */
    async revoke(id: string, by: string): Promise<MachineTokenRecord | null> {
      const result = await kysely
        .updateTable('machine_token')
        .set({ revoked_at: now().toISOString(), revoked_by: by })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      const row = await kysely.selectFrom('machine_token').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
      return recordOf(row);
    },
    /** The live token a presented one is, or null. */
    async verify(token: string): Promise<MachineTokenRecord | null> {
      const match = TOKEN.exec(token);
      // A malformed token still costs a digest comparison.
      const [id, secret] = match ? [match[1] as string, match[2] as string] : ['', token];
      const row = id
        ? await kysely
            .selectFrom('machine_token')
            .select([...columns, 'secret_hash'])
            .where('id', '=', id)
            .executeTakeFirst()
        : undefined;
      const same = sameSecret(digestOf(secret), row?.secret_hash ?? digestOf('no such token'));
      if (!row || !same || row.revoked_at !== null) return null;
      // At most one write a minute per token.
      const at = now();
      if (!row.last_used_at || at.getTime() - Date.parse(row.last_used_at) > 60_000)
        await kysely.updateTable('machine_token').set({ last_used_at: at.toISOString() }).where('id', '=', id).execute();
      return recordOf(row);
    },
  };
}

export type MachineTokens = ReturnType<typeof machineTokens>;
