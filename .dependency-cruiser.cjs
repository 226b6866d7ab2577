// The import graph's rules, checked by `npm run lint` (dependency-cruiser): no circle, type-only
// imports included, and no arrow that runs up the layers. The layers are the packages' roles
// (federation-config/workspaces.cjs), as lint's fences are, so a new package is placed by the
// role its package.json declares.
const { IMPORTS_BY_ROLE, ROLES, workspacePackages } = require('./federation-config/workspaces.cjs');
// Inside the site server: its folders' layers (site-server/importLayers.cjs).
const siteServerLayers = require('./site-server/importLayers.cjs');

const packages = workspacePackages();
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const foldersOf = (roles) => packages.filter((p) => roles.includes(p.role)).map((p) => escapeRegExp(p.dir));
const under = (folders) => `^(${folders.join('|')})/`;
// Test files are fenced by lint's test rules (they may read a service's seed, say); the graph's
// layers are about the code that ships.
const TEST_FILES = '(\\.test\\.tsx?$|/test/|/testing/|/jest/|jest\\.config\\.cjs$|^e2e/)';

const layerRules = ROLES.filter((role) => role !== 'tests').flatMap((role) => {
  const own = foldersOf([role]);
  const above = foldersOf(ROLES.filter((other) => other !== role && !IMPORTS_BY_ROLE[role].includes(other)));
  if (own.length === 0 || above.length === 0) return [];
  return [
    {
      name: `${role}-imports-up`,
      comment: `A ${role} package imports only ${IMPORTS_BY_ROLE[role].join(', ') || 'nothing of the site'} (federation-config/workspaces.cjs).`,
      severity: 'error',
      from: { path: under(own), pathNot: TEST_FILES },
      to: { path: under(above) },
    },
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports (type-only ones count) has no bottom to change first.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'remote-imports-remote',
      comment: 'A remote uses another remote only through the contract (RemoteSlot), never its source, not even in tests.',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^mfe-[^/]+/', pathNot: '^$1/' },
    },
    ...layerRules,
    ...siteServerLayers.rules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|coverage|var)/' },
    // Type-only imports are arrows too: a circle of types still ties the parts together.
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.cts', '.mts', '.js', '.cjs', '.mjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
