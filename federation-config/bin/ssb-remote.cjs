#!/usr/bin/env node
// The remote teams' command: its compiled form (npm run build makes federation-config/dist/ssb-remote.cjs),
// or, before a build or after a change to its source, the TypeScript through tsx's loader.
const { existsSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

const compiled = path.join(__dirname, '../dist/ssb-remote.cjs');
// The compiled form holds the contract's routes too: a newer contract is a newer source.
const contract = () => {
  try {
    return [path.join(path.dirname(require.resolve('@ssb/contracts/package.json')), 'src')];
  } catch {
    return [];
  }
};
const sources = [...['cli', 'release', 'declaration'].map((dir) => path.join(__dirname, '..', dir)), ...contract()].filter((dir) => existsSync(dir));
const newestSource = () =>
  Math.max(
    ...sources.flatMap((dir) =>
      readdirSync(dir, { recursive: true })
        .filter((f) => String(f).endsWith('.ts'))
        .map((f) => statSync(path.join(dir, String(f))).mtimeMs),
    ),
  );

// Installed from a registry, the package holds the compiled form only (no cli/ to be newer than it).
const published = !existsSync(path.join(__dirname, '../cli'));
if (published || (existsSync(compiled) && statSync(compiled).mtimeMs >= newestSource())) {
  require(compiled);
} else {
  require('tsx/cjs');
  require('../cli/ssbRemote.ts');
}
