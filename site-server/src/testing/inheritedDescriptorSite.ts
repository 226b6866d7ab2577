/**
 * For the descriptors test: a hostile site in a process of its own, started with a descriptor of
 * its parent's (39) left open, as whatever starts a site server may leave one. Its release tries to
 * write to that descriptor from its render process; this prints the page's verdict and exits.
 *   node --import tsx inheritedDescriptorSite.ts [--keep-descriptors]
 */
import { attempt, serverBuild, startHostileSite } from './hostileSite';

async function main(): Promise<void> {
  const site = await startHostileSite({ render: { unsafeKeepDescriptors: process.argv.includes('--keep-descriptors') } });
  try {
    const res = await site.tryRelease(
      serverBuild(`const out = [];
      ${attempt('descriptor 39', `process.getBuiltinModule('node:fs').writeSync(39, 'LEAKED from a render process\\n'); return 'written'`)}
      return out.join('\\n');`),
    );
    const verdict = /descriptor 39: ([^\n<]*)/.exec(res.body)?.[1] ?? `no verdict: ${res.statusCode}`;
    process.stdout.write(`${JSON.stringify({ verdict })}\n`);
  } finally {
    await site.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stdout.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
    process.exit(1);
  },
);
