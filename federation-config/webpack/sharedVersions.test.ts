/**
 * SharedVersionsPlugin (federation.cjs): the host's build records the version it provides of each
 * shared package, as the federation plugin registers it in the share scope, in shared-versions.json;
 * the same bytes from the same packages, in any folder. Real (small) federated builds.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
/* eslint-disable @typescript-eslint/no-require-imports -- the build's CommonJS recipe, as the configs load it */
const { SharedVersionsPlugin } = require('./federation.cjs') as { SharedVersionsPlugin: new () => webpack.WebpackPluginInstance };
/* eslint-enable @typescript-eslint/no-require-imports */

const REPO_MODULES = path.resolve(__dirname, '../../node_modules');
const versionOf = (name: string) => (JSON.parse(readFileSync(path.join(REPO_MODULES, name, 'package.json'), 'utf8')) as { version: string }).version;

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'shared-versions-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A host providing react (and its JSX runtime) and jotai, built in `folder`: its shared-versions.json, or null. */
async function build(folder: string): Promise<{ file: string | null; errors: string[] }> {
  const dir = path.join(root, folder);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'index.js'), `import('./bootstrap');`);
  writeFileSync(
    path.join(dir, 'bootstrap.js'),
    `import { createElement } from 'react'; import { jsx } from 'react/jsx-runtime'; import { atom } from 'jotai'; console.log(createElement, jsx, atom);`,
  );
  const single = { singleton: true, requiredVersion: '*' };
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), uniqueName: 'host' },
    resolve: { modules: [REPO_MODULES] },
    devtool: false,
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: { react: single, 'react/jsx-runtime': single, jotai: single },
        dts: false,
        manifest: false,
      }),
      new SharedVersionsPlugin(),
    ],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const file = path.join(dir, 'dist', 'shared-versions.json');
  return { file: existsSync(file) ? readFileSync(file, 'utf8') : null, errors: stats.compilation.errors.map((e) => e.message) };
}

it('records each provided package’s version, keys sorted, nothing else; the same bytes in another folder', async () => {
  const first = await build('one');
  expect(first.errors).toEqual([]);
  const react = versionOf('react');
  expect(first.file).toBe(`${JSON.stringify({ shared: { jotai: versionOf('jotai'), react, 'react/jsx-runtime': react } }, null, 2)}\n`);
  const second = await build('elsewhere');
  expect(second.file).toBe(first.file);
}, 120_000);
