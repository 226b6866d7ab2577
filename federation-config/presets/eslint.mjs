// The lint set-up of a remote in a repository of its own: `export default remoteLintConfig()` in
// its eslint.config.js. The fences are data (federation-config/workspaces.cjs: the roles, and what
// each may import), the same the monorepo derives its own from: a remote imports the contract,
// the API client, the UI kit and this package; its tests may add the test data. Every other @ssb
// package (another remote, the shell, the API and its seed, the servers) is refused.
import { createRequire } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const { IMPORTS_BY_ROLE, PLATFORM_PACKAGES } = createRequire(import.meta.url)('../workspaces.cjs');

/** The @ssb packages a part of `role` may import (its tests with `testing`). */
function allowedPackages(role, { testing = false } = {}) {
  const roles = new Set([...IMPORTS_BY_ROLE[role], ...(testing ? ['fixtures'] : [])]);
  return Object.entries(PLATFORM_PACKAGES)
    .filter(([, packageRole]) => roles.has(packageRole))
    .map(([name]) => name);
}

function fence(role, testing) {
  const allowed = allowedPackages(role, { testing });
  return {
    group: ['@ssb/*', ...allowed.flatMap((name) => [`!${name}`, `!${name}/**`])],
    message: `A ${role} imports only ${allowed.join(', ')} of the platform's packages (docs/remote-team-repository.md): another remote's code reaches it through the contract, never an import.`,
  };
}

/** The TypeScript rules of every part, the monorepo's own (its eslint.config.js) and a team's. */
export const TYPESCRIPT_RULES = {
  ...reactHooks.configs.recommended.rules,
  '@typescript-eslint/no-explicit-any': 'error',
  '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
  '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
};

const DEVELOPMENT_FILES = ['**/*.test.{ts,tsx}', '**/test/**', '**/*.config.{js,cjs,mjs,ts}', 'scripts/**'];

export function remoteLintConfig({ role = 'remote' } = {}) {
  return tseslint.config(
    { ignores: ['dist/**', 'node_modules/**', '**/*.gen.ts'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      rules: {
        ...TYPESCRIPT_RULES,
        'no-restricted-imports': ['error', { patterns: [fence(role, false)] }],
      },
    },
    { files: DEVELOPMENT_FILES, rules: { 'no-restricted-imports': ['error', { patterns: [fence(role, true)] }] } },
    {
      files: ['**/*.cjs'],
      languageOptions: {
        sourceType: 'commonjs',
        globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', __filename: 'readonly', process: 'readonly' },
      },
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
  );
}
