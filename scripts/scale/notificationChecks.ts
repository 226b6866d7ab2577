/**
 * After the stream: every stored application's staff notification is sent, once. Both instances
 * write what they send into their own data folder (<dataDir>/outbox/<application id>.eml), the
 * killed one's included. One resend is allowed for and reported, never hidden: an instance
 * killed after sending but before recording it sent leaves the row to the other, which sends
 * it again (at-least-once; the Message-ID, the application's id, lets a mail system drop it).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export interface OutboxState {
  problems: string[];
  /** How long it took until no row was pending (ms). */
  waitedMs: number;
}

export interface NotificationFolder {
  /** The instance's name: API 1 is the one killed. */
  name: string;
  dataDir: string;
  killed: boolean;
}

export interface NotificationReport {
  problems: string[];
  /** Distinct applications notified. */
  count: number;
  /** Applications notified twice through the crash window (sent by the killed instance, then again). */
  resent: string[];
  /** Notifications each instance wrote, by its name. */
  byInstance: Record<string, number>;
}

interface OutboxRow {
  application_id: string;
  sent: boolean;
  error: string | null;
}

const POLL_MS = 250;
const list = (items: string[], max = 5) => `${items.slice(0, max).join(', ')}${items.length > max ? `, … (${items.length} in all)` : ''}`;

async function readOutbox(client: pg.Client): Promise<OutboxRow[]> {
  const { rows } = await client.query<OutboxRow>('SELECT application_id, sent_at IS NOT NULL AS sent, error FROM outbox');
  return rows;
}

/** Waits (bounded) until every outbox row is recorded sent; then one row per stored application. */
export async function waitForOutbox(client: pg.Client, storedIds: string[], timeoutMs: number): Promise<OutboxState> {
  const started = Date.now();
  let rows = await readOutbox(client);
  while (rows.some((r) => !r.sent) && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    rows = await readOutbox(client);
  }
  const problems: string[] = [];
  const pending = rows.filter((r) => !r.sent);
  if (pending.length > 0)
    problems.push(
      `${pending.length} notifications still unsent after ${timeoutMs / 1000} s: ${list(pending.map((r) => `${r.application_id}${r.error ? ` (${r.error})` : ''}`))}`,
    );
  const rowIds = rows.map((r) => r.application_id);
  if (new Set(rowIds).size !== rowIds.length) problems.push('the outbox holds more than one row for an application');
  const missing = storedIds.filter((id) => !rowIds.includes(id));
  if (missing.length > 0) problems.push(`stored applications without an outbox row: ${list(missing)}`);
  if (rows.length !== storedIds.length) problems.push(`${rows.length} outbox rows for ${storedIds.length} stored applications`);
  return { problems, waitedMs: Date.now() - started };
}

interface Written {
  folder: NotificationFolder;
  at: number;
}

/** Every .eml either instance wrote, by application id. */
function writtenNotifications(folders: NotificationFolder[]): Map<string, Written[]> {
  const byId = new Map<string, Written[]>();
  for (const folder of folders) {
    const dir = path.join(folder.dataDir, 'outbox');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
      const id = file.slice(0, -'.eml'.length);
      byId.set(id, [...(byId.get(id) ?? []), { folder, at: statSync(path.join(dir, file)).mtimeMs }]);
    }
  }
  return byId;
}

/**
 * Sent twice through the crash window: once by the killed instance before it died, once by the
 * other after the kill. Anything else sent twice is a fault.
 */
function isCrashWindowResend(copies: Written[], killedAt: number | null): boolean {
  if (copies.length !== 2 || killedAt === null) return false;
  const byKilled = copies.find((c) => c.folder.killed);
  const bySurvivor = copies.find((c) => !c.folder.killed);
  // A second of slack: the signal lands a moment after it is sent, and file times are coarse.
  return byKilled !== undefined && bySurvivor !== undefined && byKilled.at <= killedAt + 1_000 && bySurvivor.at >= killedAt;
}

export function checkNotifications(storedIds: string[], folders: NotificationFolder[], killedAt: number | null): NotificationReport {
  const written = writtenNotifications(folders);
  const problems: string[] = [];
  const missing = storedIds.filter((id) => !written.has(id));
  if (missing.length > 0) problems.push(`stored applications whose notification was never written: ${list(missing)}`);
  const stored = new Set(storedIds);
  const unknown = [...written.keys()].filter((id) => !stored.has(id));
  if (unknown.length > 0) problems.push(`notifications for applications that are not stored: ${list(unknown)}`);
  const resent: string[] = [];
  const byInstance: Record<string, number> = Object.fromEntries(folders.map((f) => [f.name, 0]));
  for (const [id, copies] of written) {
    for (const copy of copies) byInstance[copy.folder.name] = (byInstance[copy.folder.name] ?? 0) + 1;
    if (copies.length === 1) continue;
    if (isCrashWindowResend(copies, killedAt)) resent.push(id);
    else problems.push(`${id} notified ${copies.length} times (${copies.map((c) => c.folder.name).join(', ')}), not through the crash window`);
  }
  return { problems, count: written.size, resent, byInstance };
}
