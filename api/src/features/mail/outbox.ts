/**
 * Staff notifications: every accepted application has an outbox row, committed with it. The
 * mailer sends pending rows after the answer, at start-up and every few seconds (rows a crash
 * or another instance left behind): through SMTP when a URL is set, else as .eml files in
 * <dataDir>/outbox.
 *
 * Several instances on one database deliver each row once: an instance claims a batch in one
 * statement (on PostgreSQL `FOR UPDATE SKIP LOCKED`, so two instances never take the same row
 * and never wait for each other), marks it with its name and an expiry, sends, then records it
 * sent. A claim left by a killed instance expires and another instance takes the row over.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/db';
import { staffNotification } from './staffNotification';
import { isLanguageId } from '../../shared/language';
import { textsOf } from '../newsletter';

interface Claimed {
  id: number;
  /** An application's staff notification, or */
  application_id: string | null;
  /** a newsletter confirmation to this address, with the link's token. */
  newsletter_email: string | null;
  token: string | null;
  subject: string;
}

/** How long a stopping instance waits for the message it is sending. */
const RELEASE_WAIT_MS = 3_000;

/** How long a claim keeps other instances off a row: far above one SMTP exchange. */
const CLAIM_MS = 60_000;
const BATCH = 20;

export interface MailerOptions {
  dataDir: string;
  smtpUrl?: string | undefined;
  to: string;
  /** The site's address as visitors know it: where a newsletter confirmation link points. */
  publicOrigin: string;
  /** The back office's address: a staff notification links to the application there. */
  backofficeOrigin: string;
  /** This instance's name in claims (default: a random id per process). */
  instance?: string;
  /** How long a claim keeps other instances off a row (CLAIM_MS). */
  claimMs?: number;
  now?: () => number;
  /** Told how each delivery went (the metrics count them). */
  onDelivery?: (outcome: 'sent' | 'failed') => void;
}

export function createMailer(db: Db, options: MailerOptions) {
  const { kysely } = db;
  const dir = path.join(options.dataDir, 'outbox');
  mkdirSync(dir, { recursive: true });
  const instance = options.instance ?? `api-${randomUUID().slice(0, 8)}`;
  const now = options.now ?? Date.now;
  const claimMs = options.claimMs ?? CLAIM_MS;
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let running: Promise<void> | null = null;
  let stopping = false;

  async function claim(): Promise<Claimed[]> {
    const at = now();
    const skipLocked = db.dialect === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
    const { rows } = await sql<Claimed>`
      UPDATE outbox SET claimed_by = ${instance}, claimed_until = ${at + claimMs}
      WHERE id IN (
        SELECT id FROM outbox
        WHERE sent_at IS NULL AND (application_id IS NOT NULL OR newsletter_email IS NOT NULL)
          AND (claimed_until IS NULL OR claimed_until < ${at})
        ORDER BY id LIMIT ${BATCH} ${skipLocked}
      )
      RETURNING id, application_id, newsletter_email, token, subject`.execute(kysely);
    return rows.sort((a, b) => a.id - b.id);
  }

  /** The double opt-in's e-mail: the link to the confirmation page, in the subscriber's language. */
  async function deliverConfirmation(row: Claimed, to: string): Promise<void> {
    const subscription = await kysely.selectFrom('subscription').select('language_id').where('email', '=', to).executeTakeFirst();
    const texts = textsOf(isLanguageId(subscription?.language_id) ? subscription.language_id : 1);
    const url = new URL('/api/newsletter/confirm', options.publicOrigin);
    url.searchParams.set('token', row.token ?? '');
    const info = (await transport.sendMail({
      from: 'site@ssb.tj',
      to,
      subject: row.subject,
      text: texts.mail(url.href),
      messageId: `<newsletter-${row.id}@newsletter.ssb.tj>`,
    })) as { message?: Buffer };
    if (!options.smtpUrl && info.message) writeFileSync(path.join(dir, `newsletter-${row.id}.eml`), info.message);
  }

  async function deliver(row: Claimed): Promise<void> {
    if (row.newsletter_email !== null) return deliverConfirmation(row, row.newsletter_email);
    if (row.application_id === null) return;
    const application = await kysely
      .selectFrom('application')
      .select(['kind', 'received_at'])
      .where('id', '=', row.application_id)
      .executeTakeFirstOrThrow();
    // The kind, the reference and a link: no name, no phone, no file name ever goes through SMTP.
    const text = staffNotification({ id: row.application_id, kind: application.kind, receivedAt: application.received_at }, options.backofficeOrigin);
    // The application's id as the Message-ID: a mail system can tell a resend after a crash from a new message.
    const info = (await transport.sendMail({
      from: 'site@ssb.tj',
      to: options.to,
      subject: row.subject,
      text,
      messageId: `<${row.application_id}@applications.ssb.tj>`,
    })) as { message?: Buffer };
    if (!options.smtpUrl && info.message) writeFileSync(path.join(dir, `${row.application_id}.eml`), info.message);
  }

  async function drain(): Promise<void> {
    while (!stopping) {
      const rows = await claim();
      if (rows.length === 0) return;
      let progressed = false;
      for (const row of rows) {
        // Stopping: the rest of the batch is released below, for another instance at once.
        if (stopping) break;
        try {
          await deliver(row);
          await kysely
            .updateTable('outbox')
            // A sent link's token is in the subscriber's mailbox; it is not kept here.
            .set({ sent_at: new Date(now()).toISOString(), error: null, claimed_until: null, token: null })
            .where('id', '=', row.id)
            .where('claimed_by', '=', instance)
            .execute();
          options.onDelivery?.('sent');
          progressed = true;
        } catch (error) {
          options.onDelivery?.('failed');
          // Released at once: the next flush (here or elsewhere) tries again.
          await kysely
            .updateTable('outbox')
            .set({ error: String(error), claimed_until: null })
            .where('id', '=', row.id)
            .execute();
        }
      }
      if (!progressed) return;
    }
  }

  return {
    instance,
    /** Sends what is pending; calls while a run is going join it. */
    flush(): Promise<void> {
      running ??= drain().finally(() => {
        running = null;
      });
      return running;
    },
    /** Waits for a run that is going (before the database closes). */
    async settle(): Promise<void> {
      await running?.catch(() => undefined);
    },
    /**
     * The process is stopping: the message being sent is finished, no other is started, and the
     * claims this instance still holds are given up, so another instance sends them now rather
     * than when they expire.
     */
    async release(): Promise<number> {
      stopping = true;
      // A relay that hangs must not hold the stop past its budget: a message cut off here is sent
      // again by another instance, with the same Message-ID (a mail system drops the second).
      await Promise.race([running?.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, RELEASE_WAIT_MS).unref())]);
      const released = await kysely
        .updateTable('outbox')
        .set({ claimed_by: null, claimed_until: null })
        .where('claimed_by', '=', instance)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(released.numUpdatedRows);
    },
  };
}
