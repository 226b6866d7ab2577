/**
 * "Where is my application": the status of an application (migration 0010), as staff set it and
 * as its visitor sees it.
 *
 * A visitor proves the application is theirs with two things they have: the reference the site
 * showed after sending (`referenceOf`: the id's first 8 characters) and the phone given in the
 * form. A wrong pair is indistinguishable from an unknown reference: the same query, the same
 * parse and the same comparison run either way (against a decoy when no row matched), the phones
 * are compared as SHA-256 digests in constant time, and the answer is the same `null`. Neither the
 * reference nor the phone is logged here.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import type { ApplicationTable } from '../../db/schema';
import type { ApplicationKind } from './fields';
import { referenceOf } from './store';

/** Where an application is, in the order it goes through them. Every application starts `received`. */
export const APPLICATION_STATUSES = ['received', 'under_review', 'answered'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

/** What the visitor is shown: no name, no phone, no staff member. */
export interface VisitorStatus {
  reference: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  receivedAt: string;
  /** When the status last changed; the time it was received until staff change it. */
  statusChangedAt: string;
}

/** An application's status as staff see it (setApplicationStatus). */
export interface ApplicationStatusRecord {
  id: string;
  reference: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  receivedAt: string;
  /** Null until staff first change the status. */
  statusChangedAt: string | null;
  statusChangedBy: string | null;
}

/** A reference as a visitor types it (spaces around, any case) → the 8 capitals shown after sending, or null. */
export function normaliseReference(value: string): string | null {
  const reference = value.trim().toUpperCase();
  return /^[0-9A-F]{8}$/.test(reference) ? reference : null;
}

/**
 * A phone's digits as the bank compares them: spaces, dashes, brackets and `+` ignored, and the
 * country code of Tajikistan optional (`+992 93 123 45 67`, `992931234567`, `00992 93…` and
 * `93-123-45-67` are one number). Any other number is compared by its digits as given.
 */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('00992')) return digits.slice(5);
  if (digits.length === 12 && digits.startsWith('992')) return digits.slice(3);
  return digits;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant time in the phones' contents (their digests are compared, always 32 bytes); an empty phone matches nothing. */
export function samePhone(stored: string, given: string): boolean {
  const a = phoneDigits(stored);
  const b = phoneDigits(given);
  const equal = timingSafeEqual(digest(a), digest(b));
  return equal && b.length > 0;
}

/** The phone of a stored form (`fields` JSON); '' when it has none or cannot be read. */
function phoneOf(fields: string): string {
  try {
    const parsed = JSON.parse(fields) as Record<string, unknown>;
    return typeof parsed.phone === 'string' ? parsed.phone : '';
  } catch {
    return '';
  }
}

type Row = Pick<ApplicationTable, 'id' | 'kind' | 'fields' | 'received_at' | 'status_changed_at'> & { status: ApplicationStatus };

/** What an unknown reference is compared with, so it costs what a known one does. */
const DECOY: Row = {
  id: '00000000-0000-4000-8000-000000000000',
  kind: 'general',
  fields: JSON.stringify({ surname: 'x'.repeat(12), name: 'x'.repeat(10), phone: '+992 00 000 00 00', consent: 'true' }),
  received_at: new Date(0).toISOString(),
  status: 'received',
  status_changed_at: null,
};

/** Rows whose id starts with the reference (an 8-hex-digit prefix: hardly ever more than one). */
function byReference(db: Db, reference: string) {
  return db.kysely
    .selectFrom('application')
    .select(['id', 'kind', 'fields', 'received_at', 'status', 'status_changed_at'])
    .where('id', 'like', `${reference.toLowerCase()}%`)
    .orderBy('received_at', 'desc')
    .execute();
}

/**
 * The status of the application with this reference and phone, or null for every other pair
 * (unknown reference, wrong phone, malformed reference): the same work is done in each case.
 */
export async function findVisitorStatus(db: Db, input: { reference: string; phone: string }): Promise<VisitorStatus | null> {
  const reference = normaliseReference(input.reference);
  // A malformed reference still runs the query (on a reference no id starts with).
  const rows = await byReference(db, reference ?? 'zzzzzzzz');
  let found: Row | null = null;
  for (const row of rows.length > 0 ? rows : [DECOY]) {
    // Every candidate is compared, the first match kept: no early exit.
    const match = samePhone(phoneOf(row.fields), input.phone);
    if (match && row !== DECOY && reference !== null && found === null) found = row;
  }
  if (!found) return null;
  return {
    reference: referenceOf(found.id),
    kind: found.kind,
    status: found.status,
    receivedAt: found.received_at,
    statusChangedAt: found.status_changed_at ?? found.received_at,
  };
}

/** Two applications share the 8 characters given: staff must name the application by its whole id. */
export class AmbiguousReferenceError extends Error {
  constructor(readonly reference: string) {
    super(`more than one application has the reference ${reference}: name it by its whole id`);
    this.name = 'AmbiguousReferenceError';
  }
}

const WHOLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sets an application's status (staff: the content API and the CLI call this). `reference` is the
 * one the visitor quotes (8 characters, any case) or the application's whole id; `by` names the
 * staff member; `now` is when (default: now). Setting the status it already has changes nothing
 * (its date stays the date of the last real change). Returns the record as it is afterwards, or
 * null when no application has that reference. Throws RangeError for an unknown status or an empty
 * `by`, and AmbiguousReferenceError when the 8 characters name more than one application.
 */
export async function setApplicationStatus(
  db: Db,
  { reference, status, by, now = new Date() }: { reference: string; status: ApplicationStatus; by: string; now?: Date },
): Promise<ApplicationStatusRecord | null> {
  if (!isApplicationStatus(status)) throw new RangeError(`unknown application status: ${String(status)}`);
  const who = by.trim();
  if (who === '') throw new RangeError('who changes the status must be named');
  const given = reference.trim();
  const short = normaliseReference(given);
  if (!WHOLE_ID.test(given) && short === null) return null;
  return db.kysely.transaction().execute(async (trx) => {
    const select = trx.selectFrom('application').select(['id', 'kind', 'received_at', 'status', 'status_changed_at', 'status_changed_by']);
    const rows = WHOLE_ID.test(given)
      ? await select.where('id', '=', given.toLowerCase()).execute()
      : await select.where('id', 'like', `${(short as string).toLowerCase()}%`).execute();
    if (rows.length === 0) return null;
    if (rows.length > 1) throw new AmbiguousReferenceError(short ?? given);
    const row = rows[0] as (typeof rows)[number];
    let changed = { status: row.status, at: row.status_changed_at, by: row.status_changed_by };
    if (row.status !== status) {
      changed = { status, at: now.toISOString(), by: who };
      await trx.updateTable('application').set({ status, status_changed_at: changed.at, status_changed_by: who }).where('id', '=', row.id).execute();
    }
    return {
      id: row.id,
      reference: referenceOf(row.id),
      kind: row.kind,
      status: changed.status,
      receivedAt: row.received_at,
      statusChangedAt: changed.at,
      statusChangedBy: changed.by,
    };
  });
}
