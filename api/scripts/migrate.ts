/**
 * The API's schema from the command line, and the migration Job's command in Kubernetes
 * (`node /app/api/dist/migrate.mjs up` in the API's image):
 *
 *   npm run migrate               the same as `up`
 *   npm run migrate -- up         applies what is missing (under PostgreSQL's advisory lock), then the status
 *   npm run migrate -- status     each migration, applied (when) or pending; exit 2 while any is pending
 *   npm run migrate -- down       undoes the newest applied migration (a rollback's last resort)
 *
 * It reads SSB_DATA_DIR and DATABASE_URL (or DATABASE_URL_FILE) as the API does, and nothing else.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/db';
import { migrator, schemaStatus, type SchemaStatus } from '../src/db/migrations';
import { storageSettings } from '../src/settings';

const COMMANDS = ['up', 'status', 'down'] as const;
type Command = (typeof COMMANDS)[number];

function formatStatus(status: SchemaStatus, where: string): string {
  const lines = [`schema of ${where}:`];
  for (const { name, at } of status.applied) lines.push(`  applied  ${name}  ${at.toISOString()}`);
  for (const name of status.pending) lines.push(`  pending  ${name}`);
  for (const name of status.unknown) lines.push(`  newer    ${name}  (applied by a newer release; this one runs on it)`);
  lines.push(status.pending.length === 0 ? 'up to date' : `${status.pending.length} pending: run npm run migrate -- up`);
  return lines.join('\n');
}

async function runCommand(command: Command, db: Db): Promise<number> {
  if (command === 'up') {
    const { results, error } = await migrator(db).migrateToLatest();
    for (const result of results ?? [])
      console.log(`${result.status === 'Success' ? 'applied' : result.status.toLowerCase()}  ${result.migrationName}`);
    if (error) throw error instanceof Error ? error : new Error(String(error));
  } else if (command === 'down') {
    const { results, error } = await migrator(db).migrateDown();
    for (const result of results ?? [])
      console.log(`${result.status === 'Success' ? 'undone' : result.status.toLowerCase()}  ${result.migrationName}`);
    if (error) throw error instanceof Error ? error : new Error(String(error));
    if (!results?.length) console.log('nothing to undo');
  }
  const status = await schemaStatus(db);
  console.log(formatStatus(status, db.describe));
  return command === 'status' && status.pending.length > 0 ? 2 : 0;
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const command = (positionals[0] ?? 'up') as Command;
  if (!COMMANDS.includes(command) || positionals.length > 1) {
    console.error(`usage: npm run migrate -- [${COMMANDS.join('|')}]`);
    return 64;
  }
  // Opened as it is: `status` changes nothing, `up` and `down` change only what they say.
  const db = await openDatabase({ ...storageSettings(), schema: 'leave' });
  try {
    return await runCommand(command, db);
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`migrate failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
