/** `tsc --noEmit` over every part, each with its own tsconfig (browser, Node or API). */
import { existsSync } from 'node:fs';
import { workspaceDirs } from '@ssb/federation-config/workspaces';
import { pool, run, seconds } from './lib/run';

// Every workspace with a tsconfig of its own, then the scripts' (Node) project.
export const PROJECTS = [
  ...workspaceDirs()
    .map((dir) => `${dir}/tsconfig.json`)
    .filter((project) => existsSync(new URL(`../${project}`, import.meta.url))),
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
