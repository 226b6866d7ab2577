/**
 * One confirmation e-mail per mailbox in RESEND_MINUTES, however its address is spelled: `x@`,
 * `x+a@` … `x+e@` and `X@` are one inbox (the part after `+` is the owner's own tag, and the case
 * of an address does not change where it goes), and were six e-mails in a minute. The window is a
 * row of the rate-limit table keyed by the SHA-256 of the mailbox (no address is kept there),
 * claimed by one upsert, so that two instances posting two tags at once still send one e-mail.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Schema } from '../../db/schema';

const PREFIX = 'newsletter-mailbox:';

/** The mailbox an address delivers to: its local part without a `+tag`, the whole case-folded. */
function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+')[0] ?? '';
  return `${local}@${email.slice(at + 1)}`.toLowerCase();
}

/** The rate-limit row of a mailbox's window. */
export const mailboxKey = (email: string): string => `${PREFIX}${createHash('sha256').update(mailboxOf(email)).digest('hex')}`;

let claims = 0;

/**
 * Claims the mailbox's window: true when nothing was mailed to it in the last `windowMs` (the
 * window starts now), false while an earlier e-mail's window holds.
 */
export async function claimMailbox(trx: Transaction<Schema>, email: string, now: number, windowMs: number): Promise<boolean> {
  // Windows long over are removed now and then: the table is the limits', not an archive.
  if (++claims % 100 === 0)
    await trx
      .deleteFrom('rate_limit')
      .where('key', 'like', `${PREFIX}%`)
      .where('window_start', '<=', now - windowMs)
      .execute();
  const claimed = await trx
    .insertInto('rate_limit')
    .values({ key: mailboxKey(email), count: 1, window_start: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ count: 1, window_start: now })
        .where('rate_limit.window_start', '<=', now - windowMs),
    )
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0n) > 0;
}
