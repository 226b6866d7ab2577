// One lint set-up for the whole repository. Its fences come from each package's role (its
// package.json's `"ssb": { "role" }`, read by federation-config/workspaces.cjs), as Backstage
// derives its rules from package roles: a package imports only packages of the roles below its
// own, only those it declares, and only through their entries, never through a relative path.
// A new remote is fenced the moment its folder has a package.json with the role `remote`.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { TYPESCRIPT_RULES } from './federation-config/presets/eslint.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const { IMPORTS_BY_ROLE, workspacePackages } = createRequire(import.meta.url)('./federation-config/workspaces.cjs');
const packages = workspacePackages(root);

/** Files that run only in tests, builds or tools: they may use what the package and the repository declare for development. */
// The canary simulator (site-server's `./canary-simulator`) is run by the repository's tools only, never by a server.
const DEVELOPMENT_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  '**/jest/**',
  '**/scripts/**',
  '**/*.config.{js,cjs,ts}',
  '**/canary/simulator/**',
];

/** The pattern refusing every package whose role is not among `allowed`. */
function fenceOf(pkg, allowed) {
  const forbidden = packages.filter((other) => other !== pkg && !allowed.has(other.role));
  const roles = [...allowed].join(', ') || 'none';
  return {
    group: forbidden.flatMap((other) => [other.name, `${other.name}/**`]),
    message: `A package of the role "${pkg.role}" imports only packages of the roles ${roles} (federation-config/workspaces.cjs): use what @ssb/contracts offers (RemoteSlot, events, types), the UI kit or the API client.`,
  };
}

/** The rules of one package, from its role. */
function fencesOf(pkg) {
  const allowed = new Set(IMPORTS_BY_ROLE[pkg.role]);
  const foreign = fenceOf(pkg, allowed);
  // Its tests may also read the tools' and the API's declared entries and the test data
  // (@ssb/fixtures), never another part's code: a remote's tests still never import another
  // remote, and the test data's own files, tests and tools included, only the contract.
  const testRoles = pkg.role === 'fixtures' ? [] : ['tooling', 'service', 'fixtures'];
  const testFence = fenceOf(pkg, new Set([...allowed, ...testRoles]));
  // Test data comes from @ssb/fixtures, which the API's own test holds equal to its seed
  // (api/test/fixturesMatchSeed.test.ts): no other package reads the seed itself.
  const seedFence =
    pkg.name === '@ssb/api'
      ? []
      : [{ group: ['@ssb/api/seed', '@ssb/api/seed/**'], message: 'Test data comes from @ssb/fixtures (fixtures/README.md), not the API’s seed.' }];
  // A feature uses another feature only through what that feature's index.ts offers. Dynamic
  // import() of a module (a lazily loaded chunk) is not a static import and stays allowed.
  const featureInternals = {
    regex: '^\\.\\./[^./][^/]*/',
    message: 'Import another feature through its index (../<feature>), not its internal files.',
  };
  const files = [`${pkg.dir}/**/*.{ts,tsx}`];
  // The tests package is development through and through.
  const development = pkg.role === 'tests' ? ['**/*'] : DEVELOPMENT_FILES;
  const packageDir = path.join(root, pkg.dir);
  return [
    {
      files,
      plugins: { 'import-x': importX },
      rules: {
        'no-restricted-imports': ['error', { patterns: [foreign] }],
        // Another package is reached through its name and its declared entries, never a relative path.
        'import-x/no-relative-packages': 'error',
        // What runs in production is declared in the package itself.
        'import-x/no-extraneous-dependencies': ['error', { packageDir: [packageDir], devDependencies: false, peerDependencies: true }],
      },
    },
    {
      files: development.map((glob) => `${pkg.dir}/${glob}`),
      plugins: { 'import-x': importX },
      rules: {
        'no-restricted-imports': ['error', { patterns: [testFence, ...seedFence] }],
        'import-x/no-extraneous-dependencies': ['error', { packageDir: [packageDir, root], devDependencies: true, peerDependencies: true }],
      },
    },
    // Every package with features (the API, the remotes, the host) fences them so.
    ...(existsSync(path.join(packageDir, 'src/features'))
      ? [
          {
            files: [`${pkg.dir}/src/features/*/**/*.{ts,tsx}`],
            rules: { 'no-restricted-imports': ['error', { patterns: [foreign, featureInternals] }] },
          },
          {
            files: [`${pkg.dir}/src/features/*/**/*.test.{ts,tsx}`],
            rules: { 'no-restricted-imports': ['error', { patterns: [testFence, ...seedFence, featureInternals] }] },
          },
        ]
      : []),
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'var/**', 'e2e/playwright-report/**', 'e2e/test-results/**', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: TYPESCRIPT_RULES,
  },
  {
    // A cycle makes the order of module initialisation an accident, and defeats code splitting.
    // (This rule cannot see cycles made of type imports; the import graph's check does:
    // .dependency-cruiser.cjs, `npm run lint`.)
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The rules read the imported files too: with the TypeScript parser, as the files linted.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...packages.flatMap(fencesOf),
  {
    // The site's own commands start the parts and use their packages' entries, never their files
    // (a relative path into a package is refused above). The monolith is the bench's reference
    // build of the shell's own source, the one exception.
    files: ['scripts/**/*.ts'],
    ignores: ['scripts/bench/monolith/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', __filename: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
