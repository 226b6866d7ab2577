/**
 * An esbuild plugin that runs a package's TypeScript through swc with the styled-components plugin
 * first, as every app's webpack build does with the sources (federation-config/webpack/federation.cjs).
 * Each styled component then carries an id made from its package-relative file and position, fixed
 * in the published JavaScript: a remote's browser and server builds give the same class names
 * (the browser hydrates the server's HTML), whichever order their chunks create the components in.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from '@swc/core';
import type { Plugin } from 'esbuild';
import { repoRoot } from '../lib/repoRoot';

// The same swc plugin the apps' builds use, resolved where federation-config declares it.
const STYLED_PLUGIN = createRequire(path.join(repoRoot, 'federation-config/package.json')).resolve('@swc/plugin-styled-components');

export function styledComponentIds(root: string): Plugin {
  return {
    name: 'styled-component-ids',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
        if (file.endsWith('.d.ts')) return undefined;
        const source = await readFile(file, 'utf8');
        const { code } = await transform(source, {
          // Relative: the ids, and so the published bytes, do not depend on the checkout's folder.
          filename: path.relative(root, file).split(path.sep).join('/'),
          swcrc: false,
          configFile: false,
          sourceMaps: false,
          jsc: {
            parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
            experimental: { plugins: [[STYLED_PLUGIN, { displayName: false, ssr: true }]] },
          },
        });
        return { contents: code, loader: 'js', resolveDir: path.dirname(file) };
      });
    },
  };
}
