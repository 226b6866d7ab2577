/**
 * `npm start`'s development identity provider (node backoffice/dist/dev-identity.mjs is never
 * built into an image): it prints its accounts and their passwords, then serves until stopped.
 */
import path from 'node:path';
import { onStopSignal, processLog as log } from '@ssb/server-kit/gracefulStop';
import { SettingsError } from '@ssb/server-kit/settings/readSettings';
import { DEV_ACCOUNTS } from './accounts';
import { createDevIdentityProvider } from './provider';
import { readDevIdentitySettings } from './settings';

async function main() {
  const settings = readDevIdentitySettings(process.env);
  const { server } = await createDevIdentityProvider({
    issuer: settings.SSB_DEV_IDENTITY_ISSUER,
    backofficeOrigin: new URL(settings.SSB_BACKOFFICE_ORIGIN).origin,
    dir: path.resolve(settings.SSB_DEV_IDENTITY_DIR),
  });
  await new Promise<void>((resolve) => server.listen(settings.SSB_DEV_IDENTITY_PORT, settings.SSB_DEV_IDENTITY_HOST, resolve));
  console.log(`[dev-identity] development identity provider on ${settings.SSB_DEV_IDENTITY_ISSUER} (never in production). Staff accounts:`);
  for (const a of DEV_ACCOUNTS) console.log(`[dev-identity]   ${a.role.padEnd(21)} ${a.username.padEnd(9)} password ${a.password}`);
  onStopSignal(async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  });
}

main().catch((error: unknown) => {
  log(
    error instanceof SettingsError
      ? error.message
      : `the development identity provider could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
