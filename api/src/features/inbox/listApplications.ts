/**
 * The inbox's list: applications newest first, filtered by kind, status, branch, the day they
 * came and whom they are assigned to, and found by reference, phone or a word of a name (blind
 * indexes: personal-data/blindIndex.ts). Paged by keyset (the last row's time and id), never by
 * offset, so the hundredth page costs what the first does; every filter is served by an index
 * of (filter, received_at, id) from migration 0013 (test/inboxScale.test.ts reads the plans).
 */
import type { KeyRing } from '@ssb/server-kit/keyRing';
import type { Db } from '../../db/db';
import type { ApplicationKind } from '../applications';
import type { ApplicationStatus } from '../applications';
import { nameTokenOf, nameWords, phoneIndexOf } from '../personal-data';
import { openForm } from '../personal-data';

export interface InboxFilter {
  kind?: ApplicationKind | undefined;
  status?: ApplicationStatus | undefined;
  branch?: string | undefined;
  /** Received on or after this instant (ISO). */
  from?: string | undefined;
  /** Received before this instant (ISO). */
  to?: string | undefined;
  /** `me`: assigned to the requester; `none`: to nobody. */
  assigned?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

export interface InboxRow {
  id: string;
  reference: string;
  kind: ApplicationKind;
  receivedAt: string;
  status: ApplicationStatus;
  branch: string | null;
  applicant: string;
  assignedName: string | null;
  held: boolean;
  /** Posted by a test run (the e2e suite, QA against staging): marked, never notified. */
  testRun: boolean;
}

export class BadCursor extends Error {}

const encodeCursor = (receivedAt: string, id: string) => Buffer.from(JSON.stringify([receivedAt, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return value as [string, string];
  } catch {
    // falls through
  }
  throw new BadCursor('cursor');
}

/** The query behind a page (exported so the scale test can read its plan). */
export function inboxQuery(db: Db, keys: KeyRing, filter: InboxFilter, requester: string) {
  let query = db.kysely
    .selectFrom('application')
    .select(['id', 'reference', 'kind', 'received_at', 'status', 'branch', 'fields', 'assigned_name', 'held_at', 'test_run']);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.branch) query = query.where('branch', '=', filter.branch);
  if (filter.from) query = query.where('received_at', '>=', filter.from);
  if (filter.to) query = query.where('received_at', '<', filter.to);
  if (filter.assigned === 'me') query = query.where('assigned_to', '=', requester);
  else if (filter.assigned === 'none') query = query.where('assigned_to', 'is', null);
  const q = filter.q?.trim() ?? '';
  if (q !== '') {
    const reference = /^[0-9A-Fa-f]{8}$/.test(q) ? q.toUpperCase() : null;
    const phone = /^[+\d\s()-]+$/.test(q) ? phoneIndexOf(keys, q) : null;
    if (reference !== null || phone !== null) {
      query = query.where((eb) =>
        eb.or([...(reference ? [eb('reference', '=', reference)] : []), ...(phone ? [eb('phone_index', '=', phone)] : [])]),
      );
    } else {
      const words = nameWords(q);
      // Nothing searchable (punctuation alone): no application matches.
      if (words.length === 0) query = query.where('id', '=', '');
      for (const word of words)
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('application_name_index')
              .select('application_name_index.token')
              .whereRef('application_name_index.application_id', '=', 'application.id')
              .where('application_name_index.token', '=', nameTokenOf(keys, word)),
          ),
        );
    }
  }
  if (filter.cursor) {
    const [at, id] = decodeCursor(filter.cursor);
    query = query.where((eb) => eb.or([eb('received_at', '<', at), eb.and([eb('received_at', '=', at), eb('id', '<', id)])]));
  }
  return query
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit + 1);
}

export async function listApplications(
  db: Db,
  keys: KeyRing,
  filter: InboxFilter,
  requester: string,
): Promise<{ results: InboxRow[]; next: string | null }> {
  const rows = await inboxQuery(db, keys, filter, requester).execute();
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    results: page.map((row) => {
      const { fields } = openForm(keys, row.id, row.fields);
      return {
        id: row.id,
        reference: row.reference ?? row.id.slice(0, 8).toUpperCase(),
        kind: row.kind,
        receivedAt: row.received_at,
        status: row.status,
        branch: row.branch,
        applicant: [fields.surname, fields.name, fields.patronymic].filter(Boolean).join(' '),
        assignedName: row.assigned_name,
        held: row.held_at !== null,
        testRun: row.test_run !== null,
      };
    }),
    next: rows.length > filter.limit && last ? encodeCursor(last.received_at, last.id) : null,
  };
}
