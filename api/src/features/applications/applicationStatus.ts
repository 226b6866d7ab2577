/**
 * "Where is my application": the status of an application (migrations 0010, 0013), as staff set
 * it and as its visitor sees it.
 *
 * A visitor proves the application is theirs with two things they have: the reference the site
 * showed after sending (`referenceOf`: the id's first 8 characters) and the phone given in the
 * form. A wrong pair is indistinguishable from an unknown reference: the same query and the same
 * comparison run either way (against a decoy when no row matched), the phones are compared as
 * their blind indexes (HMAC digests, the form itself is sealed) in constant time, and the answer
 * is the same `null`. Neither the reference nor the phone is logged here.
 */
import { sameSecret } from '@ssb/server-kit/secretTokens';
import type { KeyRing } from '@ssb/server-kit/keyRing';
import type { Db } from '../../db/db';
import type { ApplicationTable } from '../../db/schema';
import type { ApplicationKind } from './fields';
import { referenceOf } from './store';
import { phoneIndexOf } from '../personal-data';
import { phoneDigits } from '../personal-data';
import { sealNote } from '../personal-data';

/** Where an application is, in the order it goes through them. Every application starts `received`. */
export const APPLICATION_STATUSES = ['received', 'under_review', 'answered', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Why an application was rejected: a code the visitor reads in their language (never the internal note). */
export const REJECTION_REASONS = ['documents_incomplete', 'requirements_not_met', 'duplicate', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const isRejectionReason = (value: unknown): value is RejectionReason =>
  typeof value === 'string' && (REJECTION_REASONS as readonly string[]).includes(value);

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

/** What the visitor is shown: no name, no phone, no staff member. */
export interface VisitorStatus {
  reference: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  /** Why it was rejected (a code), or null. */
  reason: RejectionReason | null;
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
  reason: RejectionReason | null;
  receivedAt: string;
  /** Null until staff first change the status. */
  statusChangedAt: string | null;
  statusChangedBy: string | null;
}

/** A reference as a visitor types it (spaces around, any case) → the 8 capitals shown after sending, or null. */
function normaliseReference(value: string): string | null {
  const reference = value.trim().toUpperCase();
  return /^[0-9A-F]{8}$/.test(reference) ? reference : null;
}

export { phoneDigits };

/** Constant time in the indexes' contents (their digests are compared, always 32 bytes); no index matches nothing. */
function samePhoneIndex(stored: string | null, given: string | null): boolean {
  const equal = sameSecret(given ?? '', stored ?? '');
  return equal && given !== null && stored !== null;
}

type Row = Pick<ApplicationTable, 'id' | 'kind' | 'phone_index' | 'received_at' | 'status_changed_at' | 'status_reason'> & {
  status: ApplicationStatus;
};

/** What an unknown reference is compared with, so it costs what a known one does. */
const DECOY: Row = {
  id: '00000000-0000-4000-8000-000000000000',
  kind: 'general',
  phone_index: '0'.repeat(64),
  received_at: new Date(0).toISOString(),
  status: 'received',
  status_changed_at: null,
  status_reason: null,
};

/** Rows with the reference (hardly ever more than one). */
function byReference(db: Db, reference: string) {
  return db.kysely
    .selectFrom('application')
    .select(['id', 'kind', 'phone_index', 'received_at', 'status', 'status_changed_at', 'status_reason'])
    .where('reference', '=', reference)
    .orderBy('received_at', 'desc')
    .execute();
}

/**
 * The status of the application with this reference and phone, or null for every other pair
 * (unknown reference, wrong phone, malformed reference): the same work is done in each case.
 */
export async function findVisitorStatus(db: Db, keys: KeyRing, input: { reference: string; phone: string }): Promise<VisitorStatus | null> {
  const reference = normaliseReference(input.reference);
  // A malformed reference still runs the query (on a reference no id starts with).
  const rows = await byReference(db, reference ?? 'ZZZZZZZZ');
  const given = phoneIndexOf(keys, input.phone);
  let found: Row | null = null;
  for (const row of rows.length > 0 ? rows : [DECOY]) {
    // Every candidate is compared, the first match kept: no early exit.
    const match = samePhoneIndex(row.phone_index, given);
    if (match && row !== DECOY && reference !== null && found === null) found = row;
  }
  if (!found) return null;
  return {
    reference: referenceOf(found.id),
    kind: found.kind,
    status: found.status,
    reason: found.status === 'rejected' && isRejectionReason(found.status_reason) ? found.status_reason : null,
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

/** Who acts: a person's subject at the identity provider and name, or a machine token's name. */
interface Actor {
  sub: string;
  name: string;
}

export interface StatusChange {
  /** The reference the visitor quotes (8 characters, any case) or the application's whole id. */
  reference: string;
  status: ApplicationStatus;
  /** Required with `rejected`, refused with any other status. */
  reason?: RejectionReason | null;
  /** The internal note: sealed, shown to staff only, never to the visitor. */
  note?: string | null;
  by: Actor;
  now?: Date;
}

/**
 * Sets an application's status (the back office, and automation with a machine token through the
 * content API and the CLI). Setting the status it already has changes nothing but records the
 * note, if any (the status's date stays the date of the last real change). Every change and
 * note is an event of the application. Returns the record as it is afterwards, or null when no
 * application has that reference. Throws RangeError for an unknown status, a missing or needless
 * reason or an unnamed actor, and AmbiguousReferenceError when the 8 characters name more than one
 * application.
 */
export async function setApplicationStatus(db: Db, keys: KeyRing, change: StatusChange): Promise<ApplicationStatusRecord | null> {
  const { reference, status, by, now = new Date() } = change;
  if (!isApplicationStatus(status)) throw new RangeError(`unknown application status: ${String(status)}`);
  const reason = change.reason ?? null;
  if (status === 'rejected' && !isRejectionReason(reason)) throw new RangeError(`a rejection needs a reason: ${REJECTION_REASONS.join(', ')}`);
  if (status !== 'rejected' && reason !== null) throw new RangeError('only a rejection has a reason');
  const who = by.name.trim();
  if (who === '' || by.sub.trim() === '') throw new RangeError('who changes the status must be named');
  const note = change.note?.trim() || null;
  const given = reference.trim();
  const short = normaliseReference(given);
  if (!WHOLE_ID.test(given) && short === null) return null;
  return db.kysely.transaction().execute(async (trx) => {
    const select = trx
      .selectFrom('application')
      .select(['id', 'kind', 'received_at', 'status', 'status_reason', 'status_changed_at', 'status_changed_by']);
    const rows = WHOLE_ID.test(given)
      ? await select.where('id', '=', given.toLowerCase()).execute()
      : await select.where('reference', '=', short as string).execute();
    if (rows.length === 0) return null;
    if (rows.length > 1) throw new AmbiguousReferenceError(short ?? given);
    const row = rows[0] as (typeof rows)[number];
    let changed = { status: row.status, at: row.status_changed_at, by: row.status_changed_by };
    const moved = row.status !== status || (row.status_reason ?? null) !== reason;
    if (moved) {
      changed = { status, at: now.toISOString(), by: who };
      await trx
        .updateTable('application')
        .set({ status, status_reason: reason, status_changed_at: changed.at, status_changed_by: who })
        .where('id', '=', row.id)
        .execute();
    }
    if (moved || note !== null)
      await trx
        .insertInto('application_event')
        .values({
          application_id: row.id,
          at: now.toISOString(),
          by_sub: by.sub,
          by_name: who,
          action: 'status',
          status,
          reason,
          note: note === null ? null : sealNote(keys, row.id, note),
        })
        .execute();
    return {
      id: row.id,
      reference: referenceOf(row.id),
      kind: row.kind,
      status: changed.status,
      reason: changed.status === 'rejected' ? reason : null,
      receivedAt: row.received_at,
      statusChangedAt: changed.at,
      statusChangedBy: changed.by,
    };
  });
}
