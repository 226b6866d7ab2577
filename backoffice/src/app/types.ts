/** The answers of the API's staff routes the app shows (api/src/features/staff/routes/). */
export type Kind = 'card' | 'vacancy' | 'general' | 'credit' | 'complaint';
export type Status = 'received' | 'under_review' | 'answered' | 'rejected';
export type Reason = 'documents_incomplete' | 'requirements_not_met' | 'duplicate' | 'other';

export const KINDS: readonly Kind[] = ['card', 'vacancy', 'general', 'credit', 'complaint'];
export const STATUSES: readonly Status[] = ['received', 'under_review', 'answered', 'rejected'];
export const REASONS: readonly Reason[] = ['documents_incomplete', 'requirements_not_met', 'duplicate', 'other'];

interface InboxRow {
  id: string;
  reference: string;
  kind: Kind;
  receivedAt: string;
  status: Status;
  branch: string | null;
  applicant: string;
  assignedName: string | null;
  held: boolean;
  testRun: boolean;
}

export interface InboxPage {
  results: InboxRow[];
  next: string | null;
}

export interface ApplicationDocument {
  field: string;
  name: string;
  mime: string;
  size: number;
  scan: 'pending' | 'clean' | 'infected' | 'unscanned';
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
  kind: Kind;
  receivedAt: string;
  status: Status;
  reason: Reason | null;
  fields: Record<string, string>;
  consentAt: string | null;
  assignedTo: string | null;
  assignedName: string | null;
  hold: { at: string; by: string; reason: string } | null;
  testRun: boolean;
  documents: ApplicationDocument[];
  events: ApplicationEvent[];
}

export interface AccessEntry {
  id: number;
  at: string;
  staffSub: string;
  staffName: string;
  action: 'applications.list' | 'application.view' | 'document.view';
  applicationId: string | null;
  reference: string | null;
  detail: string | null;
}

export interface MachineToken {
  id: string;
  name: string;
  scope: 'rates' | 'content' | 'applications';
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface Deletion {
  id: number;
  reference: string;
  kind: Kind;
  receivedAt: string;
  deletedAt: string;
  documents: number;
}

export interface Held {
  reference: string;
  kind: Kind;
  receivedAt: string;
  heldAt: string;
  heldBy: string;
  reason: string;
}

/** A picture of the content studio (POST and GET /internal/staff/pictures). */
export interface StudioPicture {
  id: string;
  /** The widest variant: what goes into the item's body. */
  url: string;
  srcset: string;
  width: number;
  height: number;
  alt: { tj: string; ru: string; en: string };
}
