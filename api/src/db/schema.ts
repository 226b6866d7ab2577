/**
 * The tables of the API as Kysely sees them. Columns keep SQLite's and PostgreSQL's common
 * types: text, integers within 32 bits, doubles, and JSON kept as text (parsed by the code).
 */
import type { ColumnType, Generated } from 'kysely';

interface CreditTable {
  id: number;
  audience: 'individual' | 'legal';
  currency: string;
  percent: number;
  min_amount: number;
  max_amount: number;
  min_months: number;
  max_months: number;
  image: string | null;
  sort: number;
}

interface CreditTextTable {
  credit_id: number;
  language_id: number;
  title: string;
  description: string;
}

interface MetaTable {
  key: string;
  value: string;
}

export interface ContentTable {
  kind: string;
  id: number;
  language_id: number;
  slug: string | null;
  filter: string | null;
  sort: number;
  data: string;
}

export interface ApplicationTable {
  id: string;
  kind: 'card' | 'vacancy' | 'general' | 'credit' | 'complaint';
  language_id: number;
  fields: string;
  idempotency_key: string | null;
  request_hash: string;
  client_ip: string | null;
  received_at: string;
  test_run: string | null;
  // Since 0005: the form's answers staff search and sort by, beside the full `fields` JSON.
  email: string | null;
  topic: string | null;
  amount: number | null;
  months: number | null;
  city: string | null;
  purpose: string | null;
  /** When the visitor agreed to the processing of their personal data. */
  consent_at: string | null;
  // Since 0010: where the application is, for its visitor (features/applications/applicationStatus.ts).
  status: Generated<'received' | 'under_review' | 'answered' | 'rejected'>;
  /** When staff last changed the status, and who (null until then). */
  status_changed_at: string | null;
  status_changed_by: string | null;
  // Since 0013: the back office (features/inbox, personal-data, retention).
  /** The 8 capitals the visitor quotes (the id's first 8 characters). */
  reference: string | null;
  /** The branch the visitor chose (card and vacancy forms), a filter of the inbox. */
  branch: string | null;
  /** HMAC of the phone's digits under the index key: the inbox finds a phone without keeping it readable. */
  phone_index: string | null;
  /** The officer it is assigned to (their subject at the identity provider) and their name. */
  assigned_to: string | null;
  assigned_name: string | null;
  assigned_at: string | null;
  /** An administrator's hold: retention leaves it until released. */
  held_at: string | null;
  held_by: string | null;
  hold_reason: string | null;
  /** Why it was rejected (REJECTION_REASONS), shown to the visitor by its code. */
  status_reason: string | null;
}

interface ApplicationFileTable {
  application_id: string;
  field: string;
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
  sha256: string;
  /** Since 0013: its malware scan (features/malware-scan). */
  scan_status: Generated<'pending' | 'clean' | 'infected' | 'unscanned'>;
  scanned_at: string | null;
}

/** A status change, an assignment or a hold of an application, with the staff member's internal note (sealed). */
interface ApplicationEventTable {
  id: Generated<number>;
  application_id: string;
  at: string;
  by_sub: string;
  by_name: string;
  action: 'status' | 'assign' | 'hold' | 'release';
  status: string | null;
  reason: string | null;
  /** The note, sealed under the key ring (base64), or null. */
  note: string | null;
}

/** The blind index of each word of an applicant's names (HMAC under the index key). */
interface ApplicationNameIndexTable {
  application_id: string;
  token: string;
}

/** Who opened which application or document, when: the access record administrators read. */
interface StaffAccessTable {
  id: Generated<number>;
  at: string;
  staff_sub: string;
  staff_name: string;
  action: string;
  application_id: string | null;
  reference: string | null;
  detail: string | null;
}

/** An application retention deleted: what it was, never who sent it. */
interface ApplicationDeletionTable {
  id: Generated<number>;
  reference: string;
  kind: string;
  received_at: string;
  deleted_at: string;
  reason: string;
  documents: number;
}

/** A token for automation: one scope, its secret kept as a SHA-256 digest. */
interface MachineTokenTable {
  id: string;
  name: string;
  scope: string;
  secret_hash: string;
  created_at: string;
  created_by: string;
  revoked_at: string | null;
  revoked_by: string | null;
  last_used_at: string | null;
}

/** Staff members as last seen in their tokens (for assignment). */
interface StaffMemberTable {
  sub: string;
  name: string;
  /** JSON list of roles. */
  roles: string;
  last_seen_at: string;
}

/** A scheduled job's lease: one instance holds it until `until` (ms since the epoch). */
interface JobLeaseTable {
  name: string;
  holder: string;
  until: number;
}

interface SubscriptionTable {
  email: string;
  language_id: number;
  subscribed_at: string;
  // Since 0007: double opt-in. Only a confirmed subscription counts.
  confirmed_at: string | null;
  /** SHA-256 of the confirmation link's token (hex); the token itself is only ever in the e-mail. */
  token_hash: string | null;
  token_expires_at: string | null;
  confirmation_sent_at: string | null;
}

interface OutboxTable {
  id: Generated<number>;
  application_id: string | null;
  subject: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
  /** The instance delivering it, and until when (ms since the epoch) no other may take it. */
  claimed_by: string | null;
  claimed_until: number | null;
  /** Since 0007: a newsletter confirmation to this address (instead of an application's notification). */
  newsletter_email: string | null;
  /** The confirmation link's token, until the e-mail is sent. */
  token: string | null;
}

/** Request counters shared by every API instance (rate limits when the database is shared). */
interface RateLimitTable {
  key: string;
  count: number;
  window_start: number;
}

/** Uploaded documents kept in the database (the `database` upload store). */
interface UploadBlobTable {
  stored_name: string;
  /** Replaced only when sealed again under a new key (personal-data/resealing.ts). */
  data: ColumnType<Buffer, Buffer, Buffer>;
}

/**
 * One Web Vital of one visitor's page view (features/vitals); `releases` is JSON: remote → release
 * id; `cohorts` (since 0012) JSON: remote → canary cohort.
 */
interface WebVitalTable {
  id: Generated<number>;
  /** The beacon it came with: several rows share it. */
  beacon: string;
  recorded_at: string;
  page: string;
  lang: 'tj' | 'ru' | 'en';
  device: 'phone' | 'tablet' | 'desktop';
  name: 'LCP' | 'INP' | 'CLS' | 'TTFB';
  value: number;
  releases: string;
  cohorts: ColumnType<string, string | undefined, string>;
}

/**
 * A page view, or an error attributed to a remote in one, of a visitor in a canary's cohorts
 * (features/vitals, since 0012): the counts behind a canary's error rate. `cohorts` and `releases`
 * are JSON as in web_vital.
 */
interface PageViewEventTable {
  id: Generated<number>;
  recorded_at: string;
  kind: 'view' | 'error';
  /** The remote an error is attributed to; null for a view. */
  remote: string | null;
  /** How the error was caught (beacon.ts ERROR_KINDS); null for a view. */
  error_kind: 'boundary' | 'script' | 'rejection' | 'load' | null;
  cohorts: string;
  releases: string;
}

/**
 * One change staff published (features/content, since 0014): a rates tab's figures (kind `rates`,
 * item the tab's selector, body JSON PublishedRate[]) or an item's documents (item its number,
 * body JSON by language id; null: withdrawn).
 */
export interface PublicationTable {
  id: Generated<number>;
  kind: string;
  item: string;
  slug: string | null;
  body: string | null;
  effective_at: string;
  published_at: string;
  published_by: string;
  reverted_at: string | null;
  reverted_by: string | null;
  /** When the search was made to show it; null: it holds from a later instant and is not indexed yet. */
  indexed_at: string | null;
}

/** A change staff propose (drafts and four-eyes approval, migration 0015). */
export interface ContentChangeTable {
  id: string;
  kind: string;
  item: string | null;
  action: 'publish' | 'withdraw' | 'revert';
  body: string | null;
  reverts: number | null;
  scheduled_for: string | null;
  author_sub: string;
  author_name: string;
  state: 'draft' | 'submitted' | 'returned' | 'edited' | 'published' | 'discarded';
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
  reviewer_sub: string | null;
  reviewer_name: string | null;
  review_comment: string | null;
  published_at: string | null;
  publication_id: number | null;
  discarded_at: string | null;
}

/** A PDF staff uploaded for a document (served at /api/files/<name>.pdf). */
interface ContentFileTable {
  name: string;
  sha256: string;
  size: number;
  data: ColumnType<Buffer, Buffer, never>;
  uploaded_at: string;
  uploaded_by: string;
}

/** A picture staff uploaded in the content studio (migration 0016). */
interface PictureTable {
  id: string;
  width: number;
  height: number;
  alt_tj: string;
  alt_ru: string;
  alt_en: string;
  scan: 'clean' | 'unscanned';
  uploaded_by_sub: string;
  uploaded_by_name: string;
  created_at: string;
}

/** One width of a picture, WebP (served at /api/media/pictures/<id>/<width>.webp). */
interface PictureVariantTable {
  picture_id: string;
  width: number;
  height: number;
  content_type: string;
  size: number;
  sha256: string;
  data: ColumnType<Buffer, Buffer, never>;
}

export interface Schema {
  credit: CreditTable;
  credit_text: CreditTextTable;
  meta: MetaTable;
  content: ContentTable;
  application: ApplicationTable;
  application_file: ApplicationFileTable;
  subscription: SubscriptionTable;
  outbox: OutboxTable;
  rate_limit: RateLimitTable;
  upload_blob: UploadBlobTable;
  web_vital: WebVitalTable;
  page_view_event: PageViewEventTable;
  publication: PublicationTable;
  content_change: ContentChangeTable;
  content_file: ContentFileTable;
  application_event: ApplicationEventTable;
  application_name_index: ApplicationNameIndexTable;
  staff_access: StaffAccessTable;
  application_deletion: ApplicationDeletionTable;
  machine_token: MachineTokenTable;
  staff_member: StaffMemberTable;
  job_lease: JobLeaseTable;
  picture: PictureTable;
  picture_variant: PictureVariantTable;
}
