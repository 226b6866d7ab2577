/**
 * One application as an officer sees it: every field the visitor sent, the consent and its time,
 * the documents (with their scans: only a cleared one opens), the status with its history and
 * internal notes, whom it is assigned to and whether it is held against deletion.
 */
import type { KeyRing } from '@ssb/server-kit/keyRing';
import type { Db } from '../../db/db';
import type { ApplicationKind } from '../applications';
import type { ApplicationStatus } from '../applications';
import { openForm, openNote } from '../personal-data';

export type DocumentScan = 'pending' | 'clean' | 'infected' | 'unscanned';

interface ApplicationDocument {
  field: string;
  name: string;
  mime: string;
  size: number;
  scan: DocumentScan;
  /** Whether staff may open it: cleared by a scan, or stored where no scanner is configured. */
  viewable: boolean;
}

interface ApplicationEvent {
  at: string;
  by: string;
  action: 'status' | 'assign' | 'hold' | 'release';
  status: string | null;
  reason: string | null;
  note: string | null;
}

export interface ApplicationDetail {
  id: string;
  reference: string;
  kind: ApplicationKind;
  languageId: number;
  receivedAt: string;
  status: ApplicationStatus;
  reason: string | null;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  fields: Record<string, string>;
  consentAt: string | null;
  assignedTo: string | null;
  assignedName: string | null;
  hold: { at: string; by: string; reason: string } | null;
  testRun: boolean;
  documents: ApplicationDocument[];
  events: ApplicationEvent[];
}

export const isViewable = (scan: DocumentScan) => scan === 'clean' || scan === 'unscanned';

export async function applicationDetail(db: Db, keys: KeyRing, id: string): Promise<ApplicationDetail | null> {
  const { kysely } = db;
  const row = await kysely.selectFrom('application').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const files = await kysely
    .selectFrom('application_file')
    .select(['field', 'original_name', 'mime', 'size', 'scan_status'])
    .where('application_id', '=', id)
    .orderBy('field')
    .execute();
  const form = openForm(keys, id, row.fields, Object.fromEntries(files.map((f) => [f.field, f.original_name])));
  const events = await kysely
    .selectFrom('application_event')
    .select(['at', 'by_name', 'action', 'status', 'reason', 'note'])
    .where('application_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    id: row.id,
    reference: row.reference ?? row.id.slice(0, 8).toUpperCase(),
    kind: row.kind,
    languageId: row.language_id,
    receivedAt: row.received_at,
    status: row.status,
    reason: row.status_reason,
    statusChangedAt: row.status_changed_at,
    statusChangedBy: row.status_changed_by,
    fields: form.fields,
    consentAt: row.consent_at,
    assignedTo: row.assigned_to,
    assignedName: row.assigned_name,
    hold: row.held_at ? { at: row.held_at, by: row.held_by ?? '', reason: row.hold_reason ?? '' } : null,
    testRun: row.test_run !== null,
    documents: files.map((f) => ({
      field: f.field,
      name: form.fileNames[f.field] || f.field,
      mime: f.mime,
      size: Number(f.size),
      scan: f.scan_status,
      viewable: isViewable(f.scan_status),
    })),
    events: events.map((e) => ({
      at: e.at,
      by: e.by_name,
      action: e.action,
      status: e.status,
      reason: e.reason,
      note: e.note === null ? null : openNote(keys, id, e.note),
    })),
  };
}
