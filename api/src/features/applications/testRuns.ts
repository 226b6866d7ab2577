/**
 * Test data that does not pollute: an application posted by the end-to-end suite names its run
 * in `X-SSB-Test-Run`, and proves it is the suite with `X-SSB-Test-Token` (SSB_TEST_RUN_TOKEN,
 * compared in constant time). Such an application is stored like any other, so the suite can
 * read it back, but no staff notification is written for it, and `removeTestRuns` deletes it.
 * Without the setting, or with a wrong token, the headers are ignored: a visitor cannot keep
 * their application from the staff by sending them.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { sameSecret } from '@ssb/server-kit/secretTokens';
import type { Db } from '../../db/db';
import type { UploadStore } from '../uploads';

const TEST_RUN_HEADER = 'x-ssb-test-run';
const TEST_TOKEN_HEADER = 'x-ssb-test-token';
const RUN_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The run an application belongs to, or null for a visitor's application. */
export function testRunOf(headers: IncomingHttpHeaders, token: string | undefined): string | null {
  const run = headers[TEST_RUN_HEADER];
  const given = headers[TEST_TOKEN_HEADER];
  if (!token || typeof run !== 'string' || typeof given !== 'string' || !RUN_ID.test(run)) return null;
  return sameSecret(given, token) ? run : null;
}

/** Deletes the applications of one test run (or of every run) with their documents; returns how many. */
export async function removeTestRuns({ kysely }: Db, uploads: UploadStore, run?: string): Promise<number> {
  const runs = kysely
    .selectFrom('application')
    .select('id')
    .$call((q) => (run === undefined ? q.where('test_run', 'is not', null) : q.where('test_run', '=', run)));
  const files = await kysely.selectFrom('application_file').select('stored_name').where('application_id', 'in', runs).execute();
  // Rows first (files and outbox rows go with them): a crash in between leaves only unnamed files, which the start-up sweep removes.
  const deleted = await kysely
    .deleteFrom('application')
    .$call((q) => (run === undefined ? q.where('test_run', 'is not', null) : q.where('test_run', '=', run)))
    .executeTakeFirst();
  await uploads.remove(files.map((f) => f.stored_name));
  return Number(deleted.numDeletedRows);
}
