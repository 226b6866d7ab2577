// One lint set-up for the whole repository. The rule that matters most for the architecture:
// a remote never imports another remote's (or the shell's) source; it uses @ssb/contracts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
  ...PARTS.map((part) => ({
    files: [`${part}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: foreignSources(part),
              message: 'A part never imports another part\'s source: use what @ssb/contracts offers (RemoteSlot, events, types).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared-contracts/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/shell/**', '**/mfe-*/**', '@ssb/mfe-*', '@ssb/shell'], message: 'The contracts depend on no part of the site.' }] },
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
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
