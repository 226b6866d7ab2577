/**
 * npm run registry                 starts the embedded @ssb registry on loopback (Ctrl-C stops it)
 * npm run registry -- publish      builds the platform's packages and publishes them to it
 *
 * Settings: SSB_REGISTRY_HOST (127.0.0.1), SSB_REGISTRY_PORT (4873), SSB_REGISTRY_URL (publish's target).
 */
import path from 'node:path';
import { repoRoot } from '../lib/repoRoot';
import { publishAll } from './publish';
import { startRegistry } from './verdaccio';

const host = process.env.SSB_REGISTRY_HOST ?? '127.0.0.1';
const port = Number(process.env.SSB_REGISTRY_PORT ?? 4873);
const dataDir = path.join(repoRoot, 'var/registry');

async function main(): Promise<void> {
  if (process.argv[2] === 'publish') {
    const url = process.env.SSB_REGISTRY_URL ?? `http://${host}:${port}/`;
    await publishAll(url, dataDir);
    return;
  }
  const registry = await startRegistry({ storageDir: dataDir, host, port });
  console.log(`[registry] @ssb packages at ${registry.url} (publish: npm run registry -- publish)`);
  const stop = () => void registry.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[registry] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
