import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Double opt-in for the newsletter: a subscription counts once the address's owner has followed
 * the link mailed to it. A subscription keeps the hash of its link's token (never the token),
 * until when the link holds, when it was mailed and when it was confirmed. The confirmation
 * e-mail goes through the outbox like a staff notification: the row names the address and keeps
 * the token until the e-mail is sent, then forgets it.
 *
 * Rows from before this migration were taken under the old single opt-in and are kept as
 * confirmed (their owners were told they were subscribed); docs/hardening.md says why.
 */
export const newsletterConfirmationMigration = () => ({
  async up(db: AnyDb) {
    await sql`ALTER TABLE subscription ADD COLUMN confirmed_at TEXT`.execute(db);
    await sql`ALTER TABLE subscription ADD COLUMN token_hash TEXT`.execute(db);
    await sql`ALTER TABLE subscription ADD COLUMN token_expires_at TEXT`.execute(db);
    await sql`ALTER TABLE subscription ADD COLUMN confirmation_sent_at TEXT`.execute(db);
    await sql`UPDATE subscription SET confirmed_at = subscribed_at`.execute(db);
    await sql`CREATE UNIQUE INDEX subscription_token ON subscription (token_hash)`.execute(db);
    await sql`ALTER TABLE outbox ADD COLUMN newsletter_email TEXT`.execute(db);
    await sql`ALTER TABLE outbox ADD COLUMN token TEXT`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DELETE FROM outbox WHERE newsletter_email IS NOT NULL`.execute(db);
    await sql`ALTER TABLE outbox DROP COLUMN token`.execute(db);
    await sql`ALTER TABLE outbox DROP COLUMN newsletter_email`.execute(db);
    await sql`DROP INDEX subscription_token`.execute(db);
    await sql`DELETE FROM subscription WHERE confirmed_at IS NULL`.execute(db);
    for (const column of ['confirmation_sent_at', 'token_expires_at', 'token_hash', 'confirmed_at']) {
      await sql`ALTER TABLE subscription DROP COLUMN ${sql.ref(column)}`.execute(db);
    }
  },
});
