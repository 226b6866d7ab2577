import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
/* eslint-disable @typescript-eslint/no-require-imports -- the build's CommonJS plugin, as the configs load it */
const { SharedExportsCheckPlugin } = require('./SharedExportsCheckPlugin.cjs') as {
  SharedExportsCheckPlugin: new (allowed: Record<string, string[]>) => webpack.WebpackPluginInstance;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const REPO_MODULES = path.resolve(__dirname, '../../node_modules');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shared-exports-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds one module importing from react-router-dom (the real package) with the check. */
async function errorsOf(source: string): Promise<string[]> {
  writeFileSync(path.join(dir, 'entry.js'), source);
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist') },
    resolve: { modules: [REPO_MODULES] },
    devtool: false,
    plugins: [new SharedExportsCheckPlugin({ 'react-router-dom': ['Link', 'useLocation'] })],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return stats.compilation.errors.map((e) => e.message);
}

it('lets a build use the exports the shell provides', async () => {
  expect(await errorsOf(`import { Link, useLocation } from 'react-router-dom'; console.log(Link, useLocation);`)).toEqual([]);
}, 60_000);

it('fails a build that imports another export, or the whole module, naming what to add', async () => {
  const named = await errorsOf(`import { Link, NavLink } from 'react-router-dom'; console.log(Link, NavLink);`);
  expect(named).toHaveLength(1);
  expect(named[0]).toMatch(/imports 'NavLink' of react-router-dom, which the shell does not provide; add it to SHARED_EXPORTS/);
  const whole = await errorsOf(`import('react-router-dom').then(console.log);`);
  expect(whole.some((message) => /imports the whole module of react-router-dom/.test(message))).toBe(true);
}, 60_000);
