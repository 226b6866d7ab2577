/** `tsc --noEmit` over every part, each with its own tsconfig (browser, Node or API). */
import { pool, run, seconds } from './lib/run';

export const PROJECTS = [
  'shared-contracts/tsconfig.json',
  'ui-kit/tsconfig.json',
  'api-client/tsconfig.json',
  'shell/tsconfig.json',
  'mfe-products/tsconfig.json',
  'mfe-calculators/tsconfig.json',
  'mfe-applications/tsconfig.json',
  'mfe-about/tsconfig.json',
  'api/tsconfig.json',
  'site-server/tsconfig.json',
  'tsconfig.node.json',
];

export async function typecheckAll(): Promise<boolean> {
  const codes = await pool(
    PROJECTS.map((project) => async () => {
      const started = Date.now();
      const code = await run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project]);
      console.log(`[typecheck] ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds(started)})`);
      return code;
    }),
    2,
  );
  return codes.every((c) => c === 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  typecheckAll().then((ok) => process.exit(ok ? 0 : 1));
}
