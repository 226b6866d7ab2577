import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

const OLD_STATUSES = sql`'received', 'under_review', 'answered'`;
const STATUSES = sql`'received', 'under_review', 'answered', 'rejected'`;

/**
 * The bank's back office (features/inbox, staff, personal-data, retention, malware-scan):
 *
 * - application: its reference and branch as columns (the inbox filters and searches by them);
 *   the blind index of its phone; whom it is assigned to; an administrator's hold against
 *   deletion; `rejected` as a status, with a reason. The status column is made again for its new
 *   CHECK (SQLite cannot change one in place), its values kept.
 * - application_file: its malware scan (pending until clamd has seen it).
 * - application_event: each status change, assignment and hold, with its internal note (sealed).
 * - application_name_index: the blind index of each word of the applicant's names.
 * - staff_access: who opened which application or document, when.
 * - application_deletion: what retention deleted, without the personal data.
 * - machine_token: automation's tokens, one scope each, stored as SHA-256 digests.
 * - staff_member: who has signed in, for assignment.
 * - job_lease: one instance at a time runs a scheduled job.
 */
export const backOfficeMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    const pg = dialect === 'postgres';
    const id = pg ? sql`BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY` : sql`INTEGER PRIMARY KEY AUTOINCREMENT`;
    for (const column of [
      'reference TEXT',
      'branch TEXT',
      'phone_index TEXT',
      'assigned_to TEXT',
      'assigned_name TEXT',
      'assigned_at TEXT',
      'held_at TEXT',
      'held_by TEXT',
      'hold_reason TEXT',
      'status_reason TEXT',
      'status_next TEXT',
    ])
      await sql`ALTER TABLE application ADD COLUMN ${sql.raw(column)}`.execute(db);
    const branchOf = pg ? sql`(fields::json ->> 'branch')` : sql`json_extract(fields, '$.branch')`;
    await sql`UPDATE application SET reference = upper(substr(id, 1, 8)), branch = ${branchOf}, status_next = status`.execute(db);
    await sql`ALTER TABLE application DROP COLUMN status`.execute(db);
    await sql`
      ALTER TABLE application
        ADD COLUMN status TEXT NOT NULL DEFAULT 'received' CONSTRAINT application_status_check CHECK (status IN (${STATUSES}))`.execute(db);
    await sql`UPDATE application SET status = status_next`.execute(db);
    await sql`ALTER TABLE application DROP COLUMN status_next`.execute(db);
    for (const [name, columns] of [
      ['application_received', 'received_at, id'],
      ['application_status_received', 'status, received_at, id'],
      ['application_kind_received', 'kind, received_at, id'],
      ['application_branch_received', 'branch, received_at, id'],
      ['application_reference', 'reference'],
      ['application_phone_index', 'phone_index'],
      ['application_assigned', 'assigned_to, received_at'],
    ] as const)
      await sql`CREATE INDEX ${sql.raw(name)} ON application (${sql.raw(columns)})`.execute(db);

    await sql`ALTER TABLE application_file ADD COLUMN scan_status TEXT NOT NULL DEFAULT 'pending' CHECK (scan_status IN ('pending', 'clean', 'infected', 'unscanned'))`.execute(
      db,
    );
    await sql`ALTER TABLE application_file ADD COLUMN scanned_at TEXT`.execute(db);
    await sql`CREATE INDEX application_file_scan ON application_file (scan_status)`.execute(db);

    await sql`
      CREATE TABLE application_event (
        id ${id},
        application_id TEXT NOT NULL REFERENCES application(id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        by_sub TEXT NOT NULL,
        by_name TEXT NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('status', 'assign', 'hold', 'release')),
        status TEXT,
        reason TEXT,
        note TEXT
      )`.execute(db);
    await sql`CREATE INDEX application_event_application ON application_event (application_id, id)`.execute(db);
    await sql`
      CREATE TABLE application_name_index (
        application_id TEXT NOT NULL REFERENCES application(id) ON DELETE CASCADE,
        token TEXT NOT NULL,
        PRIMARY KEY (application_id, token)
      )`.execute(db);
    await sql`CREATE INDEX application_name_index_token ON application_name_index (token)`.execute(db);
    await sql`
      CREATE TABLE staff_access (
        id ${id},
        at TEXT NOT NULL,
        staff_sub TEXT NOT NULL,
        staff_name TEXT NOT NULL,
        action TEXT NOT NULL,
        application_id TEXT,
        reference TEXT,
        detail TEXT
      )`.execute(db);
    await sql`CREATE INDEX staff_access_at ON staff_access (at)`.execute(db);
    await sql`CREATE INDEX staff_access_staff ON staff_access (staff_sub, at)`.execute(db);
    await sql`CREATE INDEX staff_access_reference ON staff_access (reference, at)`.execute(db);
    await sql`
      CREATE TABLE application_deletion (
        id ${id},
        reference TEXT NOT NULL,
        kind TEXT NOT NULL,
        received_at TEXT NOT NULL,
        deleted_at TEXT NOT NULL,
        reason TEXT NOT NULL,
        documents INTEGER NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX application_deletion_at ON application_deletion (deleted_at)`.execute(db);
    await sql`
      CREATE TABLE machine_token (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        scope TEXT NOT NULL,
        secret_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        revoked_at TEXT,
        revoked_by TEXT,
        last_used_at TEXT
      )`.execute(db);
    await sql`
      CREATE TABLE staff_member (
        sub TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        roles TEXT NOT NULL,
        last_seen_at TEXT NOT NULL
      )`.execute(db);
    await sql`CREATE TABLE job_lease (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until ${pg ? sql`BIGINT` : sql`INTEGER`} NOT NULL)`.execute(db);
  },
  async down(db: AnyDb) {
    for (const table of [
      'job_lease',
      'staff_member',
      'machine_token',
      'application_deletion',
      'staff_access',
      'application_name_index',
      'application_event',
    ])
      await sql`DROP TABLE ${sql.raw(table)}`.execute(db);
    await sql`DROP INDEX application_file_scan`.execute(db);
    await sql`ALTER TABLE application_file DROP COLUMN scanned_at`.execute(db);
    await sql`ALTER TABLE application_file DROP COLUMN scan_status`.execute(db);
    for (const name of [
      'application_received',
      'application_status_received',
      'application_kind_received',
      'application_branch_received',
      'application_reference',
      'application_phone_index',
      'application_assigned',
    ])
      await sql`DROP INDEX ${sql.raw(name)}`.execute(db);
    // A rejected application was, before this version, answered.
    await sql`ALTER TABLE application ADD COLUMN status_next TEXT`.execute(db);
    await sql`UPDATE application SET status_next = CASE WHEN status = 'rejected' THEN 'answered' ELSE status END`.execute(db);
    await sql`ALTER TABLE application DROP COLUMN status`.execute(db);
    await sql`
      ALTER TABLE application
        ADD COLUMN status TEXT NOT NULL DEFAULT 'received' CONSTRAINT application_status_check CHECK (status IN (${OLD_STATUSES}))`.execute(db);
    await sql`UPDATE application SET status = status_next`.execute(db);
    for (const column of [
      'status_next',
      'status_reason',
      'hold_reason',
      'held_by',
      'held_at',
      'assigned_at',
      'assigned_name',
      'assigned_to',
      'phone_index',
      'branch',
      'reference',
    ])
      await sql`ALTER TABLE application DROP COLUMN ${sql.raw(column)}`.execute(db);
  },
});
