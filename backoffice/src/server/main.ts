/**
 * The back office process: `node backoffice/dist/main.mjs` (its image's command, and what
 * `npm start` runs). Its settings are checked first; on SIGTERM it finishes what it serves and
 * closes its sessions' database. Sessions past their time are removed every minute.
 */
import { onStopSignal, processLog as log } from '@ssb/server-kit/gracefulStop';
import { SettingsError } from '@ssb/server-kit/settings/readSettings';
import { buildBackoffice } from './app';
import { readBackofficeSettings } from './settings';

async function main() {
  const { host, port, options } = readBackofficeSettings(process.env);
  const { app, sessions } = await buildBackoffice({ ...options, logger: { level: options.logLevel } });
  const address = await app.listen({ host, port });
  console.log(`back office listening on ${address} (${options.origin}; sign-in at ${options.issuer})`);
  const prune = setInterval(() => {
    sessions
      .prune(Date.now(), options.idleMs, options.absoluteMs)
      .catch((error: unknown) => app.log.warn({ err: error }, 'sessions could not be pruned'));
  }, 60_000).unref();
  onStopSignal(async () => {
    clearInterval(prune);
    await app.close();
  });
}

main().catch((error: unknown) => {
  log(
    error instanceof SettingsError
      ? error.message
      : `the back office could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
