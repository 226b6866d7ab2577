import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type CompressionPluginType from 'compression-webpack-plugin';
import webpack from 'webpack';
/* eslint-disable @typescript-eslint/no-require-imports -- the build's CommonJS plugins, as the configs load them */
const CompressionPlugin = require('compression-webpack-plugin') as typeof CompressionPluginType;
const { CompressedBudgetPlugin } = require('./CompressedBudgetPlugin.cjs') as {
  CompressedBudgetPlugin: new (options: { file: string; maxBytes: number }) => webpack.WebpackPluginInstance;
};
/* eslint-enable @typescript-eslint/no-require-imports */

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  // Text that brotli cannot shrink much: a few KB compressed.
  const words = Array.from({ length: 2000 }, (_, i) => `w${(i * 7919) % 10007}x${i}`).join(' ');
  writeFileSync(path.join(dir, 'entry.js'), `console.log(${JSON.stringify(words)});`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(maxBytes: number): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { remoteEntry: './entry.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    optimization: { minimize: false },
    plugins: [
      new CompressionPlugin({ algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 0, minRatio: 1 }),
      new CompressedBudgetPlugin({ file: 'remoteEntry.js', maxBytes }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : compiler.close(() => resolve(stats)))),
  );
}

it('passes a file under its compressed budget and fails the build over it, naming size and budget', async () => {
  const under = await build(1024 * 1024);
  expect(under.hasErrors()).toBe(false);
  const over = await build(1024);
  expect(over.hasErrors()).toBe(true);
  expect(over.toJson({ all: false, errors: true }).errors?.[0]?.message).toMatch(/remoteEntry\.js is \d+\.\d KB brotli, over its budget of 1\.0 KB/);
}, 30_000);
