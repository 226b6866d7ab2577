/**
 * For the registry's crash test: a process that deploys the given releases of mfe_about in turn,
 * for ever, through a registry on a shared file store, and says each outcome on a line. The test
 * kills it with SIGKILL at a moment of its choosing.
 *   node --import tsx deployLoop.ts <registry file> <manifest URL> [<manifest URL> …]
 */
import { createDeployRegistry } from '../deploy/registry';
import { createFileRegistryStore } from '../deploy/registryStore';
import { createOriginAllowlist } from '../deploy/originAllowlist';

async function main(): Promise<void> {
  const [file, ...urls] = process.argv.slice(2);
  if (!file || urls.length === 0) throw new Error('deployLoop.ts <registry file> <manifest URL>…');
  const registry = await createDeployRegistry({
    store: createFileRegistryStore(file, { shared: true }),
    checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 5_000 },
  });
  for (let i = 0; ; i += 1) {
    const outcome = await registry.deploy({ remote: 'mfe_about', manifestUrl: urls[i % urls.length] ?? '', by: `loop-${process.pid}` });
    console.log(outcome.ok ? `deployed ${outcome.after.releaseId}` : `refused ${outcome.status} ${outcome.message}`);
  }
}

main().catch((error: unknown) => {
  console.log(`failed ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
