/**
 * The remotes' static origin as a process of its own: `node origin.mjs` in the ssb-origin image
 * (a CDN replaces it in production), and each remote's local origin under `npm start`. It serves
 * SSB_ORIGIN_DIR as createRemoteServer does: releases immutable, latest.json revalidated.
 * In the image that folder holds one folder per remote (mfe_about/releases/<id>/…).
 */
import { readSettings, SettingsError } from '@ssb/server-kit/settings/readSettings';
import { onStopSignal, pause, processLog as line } from '@ssb/server-kit/gracefulStop';
import { createRemoteServer } from './remoteServer';
import { ORIGIN_SETTINGS } from './originSettings';

async function main(): Promise<void> {
  const settings = readSettings(ORIGIN_SETTINGS, process.env);
  const server = await createRemoteServer(settings.SSB_ORIGIN_DIR, {
    logger: { level: settings.LOG_LEVEL, base: { origin: settings.SSB_ORIGIN_NAME } },
  });
  server.get('/healthz', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  onStopSignal(async () => {
    await pause(settings.SSB_DRAIN_MS);
    await server.close();
  }, line);
  await server.listen({ host: settings.SSB_ORIGIN_HOST, port: settings.SSB_ORIGIN_PORT });
  line(`${settings.SSB_ORIGIN_NAME} serves ${settings.SSB_ORIGIN_DIR} on http://${settings.SSB_ORIGIN_HOST}:${settings.SSB_ORIGIN_PORT}/`);
}

main().catch((error: unknown) => {
  line(error instanceof SettingsError ? error.message : `the origin could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
