/**
 * The API process: `node api/dist/main.mjs` (its image's command, and what `npm start` runs).
 * Its settings are checked first (settings.ts; a wrong one stops it with one line naming it).
 *
 * On SIGTERM (or SIGINT) it says so on /readyz for SSB_DRAIN_MS while still serving, then stops
 * accepting, finishes the requests it has, releases the outbox's claims and closes its pools and
 * the database, and exits: within 10 s, or it is ended.
 */
import { buildApp } from './app';
import { SettingsError } from '@ssb/server-kit/settings/readSettings';
import { onStopSignal, pause, processLog as log } from '@ssb/server-kit/gracefulStop';
import { readApiSettings } from './settings';

async function main() {
  const { host, port, env, options } = readApiSettings(process.env);
  let draining = false;
  const app = await buildApp({
    ...options,
    draining: () => draining,
    // A pod waiting for its migration Job says why, once.
    onSchemaWaiting: (pending) => log(`waiting for the migration Job (npm run migrate): pending ${pending.join(', ')}`),
  });
  const address = await app.listen({ port, host });
  console.log(`API listening on ${address}`);
  onStopSignal(async () => {
    draining = true;
    await pause(env.SSB_DRAIN_MS);
    await app.close();
  });
}

main().catch((error: unknown) => {
  log(
    error instanceof SettingsError
      ? error.message
      : `the API could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
