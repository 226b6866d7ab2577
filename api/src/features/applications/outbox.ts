/**
 * Staff notifications: every accepted application has an outbox row, committed with it. The
 * mailer sends pending rows after the answer (and at start-up, for rows a crash left behind):
 * through SMTP when a URL is set, else as .eml files in <dataDir>/outbox.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database';

interface Row {
  id: number;
  applicationId: string;
  subject: string;
  kind: string;
  fields: string;
  receivedAt: string;
}

export function createMailer(db: Db, options: { dataDir: string; smtpUrl?: string | undefined; to: string }) {
  const dir = path.join(options.dataDir, 'outbox');
  mkdirSync(dir, { recursive: true });
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = db.prepare(
    `SELECT o.id, o.application_id AS applicationId, o.subject, a.kind, a.fields, a.received_at AS receivedAt
     FROM outbox o JOIN application a ON a.id = o.application_id WHERE o.sent_at IS NULL ORDER BY o.id LIMIT 50`,
  );
  const files = db.prepare('SELECT field, original_name AS name, stored_name AS stored, size FROM application_file WHERE application_id = ?');
  const done = db.prepare('UPDATE outbox SET sent_at = ?, error = NULL WHERE id = ?');
  const failed = db.prepare('UPDATE outbox SET error = ? WHERE id = ?');
  let running: Promise<void> | null = null;

  async function deliver(row: Row): Promise<void> {
    const fields = JSON.parse(row.fields) as Record<string, string>;
    const attached = files.all(row.applicationId) as { field: string; name: string; stored: string; size: number }[];
    const text = [
      `Application ${row.applicationId} (${row.kind}), received ${row.receivedAt}`,
      '',
      ...Object.entries(fields).map(([k, v]) => `${k}: ${v}`),
      '',
      ...attached.map((f) => `${f.field}: ${f.name} (${f.size} bytes) -> uploads/${f.stored}`),
    ].join('\n');
    const info = (await transport.sendMail({ from: 'site@ssb.tj', to: options.to, subject: row.subject, text })) as { message?: Buffer };
    if (!options.smtpUrl && info.message) writeFileSync(path.join(dir, `${row.applicationId}.eml`), info.message);
  }

  async function drain(): Promise<void> {
    for (;;) {
      const rows = pending.all() as Row[];
      if (rows.length === 0) return;
      let progressed = false;
      for (const row of rows) {
        try {
          await deliver(row);
          done.run(new Date().toISOString(), row.id);
          progressed = true;
        } catch (error) {
          failed.run(String(error), row.id);
        }
      }
      if (!progressed) return;
    }
  }

  return {
    /** Sends what is pending; calls while a run is going join it. */
    flush(): Promise<void> {
      running ??= drain().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
