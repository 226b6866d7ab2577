// The import graph's check (`npm run lint` and `npm test` run it): dependency-cruiser over every
// workspace and the scripts, with the rules of .dependency-cruiser.cjs (no circle, type-only
// imports included; no arrow up the packages' roles).
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { workspaceDirs } = require('../federation-config/workspaces.cjs');

const root = path.resolve(__dirname, '..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const { status } = spawnSync(process.execPath, [cli, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...workspaceDirs(), 'scripts'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(status ?? 1);
