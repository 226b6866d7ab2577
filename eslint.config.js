// One lint set-up for the whole repository. The rule that matters most for the architecture:
// a remote never imports another remote's (or the shell's) source; it uses @ssb/contracts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const PARTS = ['shell', 'mfe-products', 'mfe-calculators', 'mfe-applications', 'mfe-about'];

/** Import patterns that reach into another part's source. */
function foreignSources(self) {
  const others = PARTS.filter((p) => p !== self);
  return others.flatMap((other) => [`**/${other}/**`, `@ssb/${other.replace(/^mfe-/, 'mfe-')}`, `@ssb/${other}/**`]);
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'var/**', 'e2e/playwright-report/**', 'e2e/test-results/**', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A cycle makes the order of module initialisation an accident, and defeats code splitting.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The rule reads the imported files too: with the TypeScript parser, as the files linted.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...PARTS.flatMap((part) => {
    const foreign = {
      group: foreignSources(part),
      message: "A part never imports another part's source: use what @ssb/contracts offers (RemoteSlot, events, types).",
    };
    // A feature uses another feature only through what that feature's index.ts offers. Dynamic
    // import() of a module (a lazily loaded chunk) is not a static import and stays allowed.
    const featureInternals = {
      regex: '^\\.\\./[^./][^/]*/',
      message: 'Import another feature through its index (../<feature>), not its internal files.',
    };
    return [
      {
        // The site server is the shell's too: it knows the remotes only through their manifests.
        files: part === 'shell' ? ['shell/src/**/*.{ts,tsx}', 'site-server/src/**/*.ts'] : [`${part}/src/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [foreign] }] },
      },
      {
        files: [`${part}/src/features/*/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [foreign, featureInternals] }] },
      },
    ];
  }),
  {
    // The API client serves every part and knows none of them. Its code takes the contract's
    // main entry (the shared singleton: its modules never load twice on a page); the records
    // take only types, from the Node entry, so servers can type with them.
    files: ['api-client/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/**', '**/mfe-*/**', '@ssb/mfe-*', '@ssb/shell', '@ssb/ui-kit'],
              message: 'The API client depends on no part of the site.',
            },
          ],
        },
      ],
    },
  },
  {
    // The UI kit serves every part and knows none of them.
    files: ['ui-kit/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/**', '**/mfe-*/**', '@ssb/mfe-*', '@ssb/shell'],
              message: 'The UI kit depends on no part of the site, only on the contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/shell/**', '**/mfe-*/**', '@ssb/mfe-*', '@ssb/shell'], message: 'The contracts depend on no part of the site.' }],
        },
      ],
    },
  },
  {
    // The API serves every part and knows none of them; the contracts' route table is shared data.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/**', '**/mfe-*/**', '@ssb/mfe-*', '@ssb/shell', '@ssb/federation-config', '@ssb/federation-config/**'],
              message: 'The API depends on no front-end part.',
            },
          ],
        },
      ],
    },
  },
  {
    // The build recipe and the site's commands run the parts, they do not reach into their source.
    files: ['federation-config/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['scripts/bench/monolith/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/src/**', '**/mfe-*/src/**'],
              message:
                'Use a part through its package, its build or its HTTP interface, not its source (the site server, shell/site-server, is a program the scripts start).',
            },
          ],
        },
      ],
    },
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
