// The site server's own layers, checked by the import graph (.dependency-cruiser.cjs, `npm run lint`)
// and proved by scripts/siteServerLayers.test.ts. Each entry is a layer, lowest first, of the
// folders (and root files) of site-server/src. Code imports only what lies in a layer below its own:
// never a neighbour in its layer, never one above, so no arrow runs back up (the registry never
// asks a preview or a canary anything; nothing under a page knows of the page). Test files and the
// test helpers (testing/) may reach anywhere, as the packages' layers allow them; nothing else
// reaches into testing/. A folder that is in no layer is refused until it is given its place here.
const SITE_SERVER_LAYERS = [
  // Foundations, of no other part: fetching with bounds; headers, limits, refusals, escaping.
  ['net', 'security'],
  // Who may use what: the deploy tokens, their guard, the operations page's login.
  ['auth'],
  // The deploy registry and its pinned releases; the sandboxed render processes; the counters.
  ['deploy', 'render', 'metrics'],
  // What a request gets beside the live releases (previews, canary cohorts and the beacons' check),
  // the page cache, and the cluster's messages.
  ['preview', 'canary', 'page-cache', 'cluster'],
  // What answers requests: a visitor's page, the probes, the operations page, the /api proxy.
  ['page', 'health', 'ops', 'api-proxy'],
  // The wiring: the server's options, then the server made of the parts.
  ['siteServerOptions.ts'],
  ['site-server.ts'],
  // A site process from its settings, alone or in a cluster.
  ['process'],
  // The entry points: the program, the bench's variant of it, and the package's exports.
  ['main.ts', 'bench', 'index.ts'],
  // Test helpers: only tests import them.
  ['testing'],
];

const ROOT = 'site-server/src/';
const TEST_FILES = '(\\.test\\.tsx?$|^site-server/src/testing/)';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A root file is itself; a folder is everything under it. */
const partPath = (part) => (part.endsWith('.ts') ? `${escapeRegExp(part)}$` : `${escapeRegExp(part)}/`);
const under = (parts) => `^${escapeRegExp(ROOT)}(${parts.map(partPath).join('|')})`;
const placed = SITE_SERVER_LAYERS.flat();

const layerRules = SITE_SERVER_LAYERS.flatMap((layer, index) => {
  const above = SITE_SERVER_LAYERS.slice(index + 1).flat();
  return layer.map((part) => {
    const refused = [...layer.filter((other) => other !== part), ...above];
    return {
      name: `site-server-${part.replace(/\.ts$/, '')}-imports-up`,
      comment: `site-server/src/${part} imports only the layers below its own (site-server/importLayers.cjs), never ${refused.join(', ')}.`,
      severity: 'error',
      from: { path: under([part]), pathNot: TEST_FILES },
      to: { path: under(refused) },
    };
  });
});

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const rules = [
  ...layerRules,
  // A folder or root file of site-server/src without a layer: on either end of an arrow.
  {
    name: 'site-server-unplaced-imports',
    comment: 'Every folder and root file of site-server/src has a layer in site-server/importLayers.cjs.',
    severity: 'error',
    from: { path: `^${escapeRegExp(ROOT)}`, pathNot: [TEST_FILES, under(placed)] },
    to: { path: `^${escapeRegExp(ROOT)}` },
  },
  {
    name: 'site-server-imports-unplaced',
    comment: 'Every folder and root file of site-server/src has a layer in site-server/importLayers.cjs.',
    severity: 'error',
    from: { path: `^${escapeRegExp(ROOT)}`, pathNot: TEST_FILES },
    to: { path: `^${escapeRegExp(ROOT)}`, pathNot: under(placed) },
  },
  {
    name: 'site-server-page-internals',
    comment: 'Outside page/, a visitor’s page is used through page/index.ts only: its steps and helpers are its own.',
    severity: 'error',
    from: { path: `^${escapeRegExp(ROOT)}`, pathNot: `^${escapeRegExp(ROOT)}page/` },
    to: { path: `^${escapeRegExp(ROOT)}page/`, pathNot: `^${escapeRegExp(ROOT)}page/index\\.ts$` },
  },
];

module.exports = { rules };
