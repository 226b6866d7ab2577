/**
 * `ssb-remote test | lint | typecheck | format`: a remote's checks with the tools this package
 * declares (Jest, ESLint, TypeScript, Prettier), so a team's repository lists none of them and every
 * remote runs the versions the platform tests. Each runs in the remote's folder with its configs
 * (written by `ssb-remote create` from presets/).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const fromHere = createRequire(__filename);

/** The file of a package's command, resolved from this package (not from the remote's own dependencies). */
function binOf(packageName: string, command = packageName): string {
  const manifestPath = fromHere.resolve(`${packageName}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin?: string | Record<string, string> };
  const file = typeof bin === 'string' ? bin : bin?.[command];
  if (!file) throw new Error(`${packageName} has no command ${command}`);
  return path.join(path.dirname(manifestPath), file);
}

function runTool(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export type ToolCommand = 'test' | 'lint' | 'typecheck' | 'format';

export const TOOL_COMMANDS: readonly ToolCommand[] = ['test', 'lint', 'typecheck', 'format'];

export async function runToolCommand(command: ToolCommand, args: string[], appDir: string): Promise<number> {
  switch (command) {
    case 'test':
      // React's test helpers exist only in its development build: a shell's NODE_ENV=production stays out.
      return runTool(binOf('jest'), args, appDir, { ...process.env, NODE_ENV: 'test' });
    case 'typecheck':
      return runTool(binOf('typescript', 'tsc'), ['-p', 'tsconfig.json', '--noEmit', ...args], appDir);
    case 'format':
      return runTool(binOf('prettier'), ['--write', '.', ...args], appDir);
    case 'lint': {
      const lint = await runTool(binOf('eslint'), ['.', '--max-warnings=0', ...args], appDir);
      return lint !== 0 ? lint : runTool(binOf('prettier'), ['--check', '.'], appDir);
    }
  }
}
