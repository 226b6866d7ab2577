/**
 * `ssb-remote create <name> [--dir <folder>] [--registry <url>]`: writes what a remote's repository
 * of its own needs around its code, every config from this package's presets, so the team edits
 * none of them:
 *   package.json (scripts through ssb-remote, engines, allowScripts), .npmrc for the @ssb scope,
 *   .nvmrc, .gitignore, tsconfig.json, eslint.config.js, jest.config.cjs, webpack.config.cjs,
 *   ci.sh, and src/remote.ts with a first page for each of the remote's routes.
 * In a folder that already holds a remote (one taken out of the monorepo), its code, its
 * declaration and its dependencies stay as they are and only the files above are (re)written.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, ROUTES_BY_REMOTE, widgetsOf, type RemoteName } from '@ssb/contracts/node';

/** The platform packages a remote installs, beside this one. */
const PLATFORM_FOLDERS = ['shared-contracts', 'api-client', 'ui-kit', 'fixtures'];

/**
 * The caret ranges of the platform's packages at the versions published with this one: published,
 * platform-versions.json beside package.json (scripts/packages/stage.ts writes it); in the
 * monorepo, the sibling packages' manifests.
 */
function platformRanges(): Record<string, string> {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string };
  const recorded = path.join(__dirname, '../platform-versions.json');
  const versions: Record<string, string> = existsSync(recorded)
    ? (JSON.parse(readFileSync(recorded, 'utf8')) as Record<string, string>)
    : Object.fromEntries(
        [path.join(__dirname, '..'), ...PLATFORM_FOLDERS.map((folder) => path.join(__dirname, '../..', folder))].map((dir) => {
          const manifest = read(path.join(dir, 'package.json'));
          return [manifest.name, manifest.version];
        }),
      );
  return Object.fromEntries(Object.entries(versions).map(([name, version]) => [name, `^${version}`]));
}

/** Install scripts stay off but for none: the native builds the tools need come prebuilt. */
const ALLOW_SCRIPTS = { '@parcel/watcher': false, '@swc/core': false, 'core-js': false, esbuild: false };

const SCRIPTS = Object.fromEntries(
  ['generate', 'build', 'dev', 'test', 'lint', 'typecheck', 'format', 'releases', 'deploy', 'rollback', 'prune', 'preview', 'check'].map(
    (command) => [command, `ssb-remote ${command}`],
  ),
);

export interface CreateOptions {
  dir: string;
  registry: string;
}

interface Manifest {
  name?: string;
  [field: string]: unknown;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The remote's package.json: what it had (its name, dependencies) and what the platform needs. */
function remoteManifest(remote: RemoteName, existing: Manifest | undefined, port: number): Manifest {
  const versions = platformRanges();
  const folder = remote.replace(/^mfe_/, 'mfe-');
  const dependencies = (existing?.dependencies as Record<string, string> | undefined) ?? {
    '@ssb/api-client': versions['@ssb/api-client'],
    '@ssb/contracts': versions['@ssb/contracts'],
    '@ssb/ui-kit': versions['@ssb/ui-kit'],
    jotai: '^2.9.3',
    react: '^19.3.1',
    'react-dom': '^19.3.1',
    'react-intl': '^12.1.5',
    'react-router-dom': '^6.30.6',
    'styled-components': '^6.6.0',
  };
  const devDependencies = {
    ...((existing?.devDependencies as Record<string, string> | undefined) ?? {}),
    '@ssb/federation-config': versions['@ssb/federation-config'],
    '@ssb/fixtures': ((existing?.devDependencies as Record<string, string> | undefined) ?? {})['@ssb/fixtures'] ?? versions['@ssb/fixtures'],
  };
  const ssb = { ...((existing?.ssb as object | undefined) ?? {}), role: 'remote', port };
  return {
    name: existing?.name ?? `@ssb/${folder}`,
    version: (existing?.version as string | undefined) ?? '1.0.0',
    private: true,
    description: (existing?.description as string | undefined) ?? `The ${folder} remote of the bank's site`,
    ssb,
    type: 'module',
    engines: { node: '>=24', npm: '>=11' },
    scripts: SCRIPTS,
    dependencies,
    devDependencies,
    prettier: '@ssb/federation-config/presets/prettier.json',
    allowScripts: ALLOW_SCRIPTS,
  };
}

/** A first declaration: one page per route and one module per widget the contract gives the remote. */
function firstDeclaration(remote: RemoteName): string {
  const pages = ROUTES_BY_REMOTE[remote].map((route) => `    '${route}': { module: './features/home/HomePage' },`);
  const widgets = widgetsOf(remote).map((widget) => `    ${widget}: { module: './features/widgets/${widget}', export: '${widget}' },`);
  return [
    "import type { RemoteDeclaration } from '@ssb/contracts';",
    '',
    "// The remote's one declaration: the build derives its exposes, routes and page data from it.",
    'export default {',
    `  name: '${remote}',`,
    "  intlScope: './i18n/scope',",
    '  pages: {',
    ...pages,
    '  },',
    ...(widgets.length > 0 ? ['  widgets: {', ...widgets, '  },'] : ['  widgets: {},']),
    `} as const satisfies RemoteDeclaration<'${remote}'>;`,
    '',
  ].join('\n');
}

/** A widget's first module: the props the contract gives it, and a line of text until the team builds it. */
const firstWidget = (remote: RemoteName, widget: string) =>
  [
    "import type { ExposedWidgets } from '@ssb/contracts';",
    "import { FormattedMessage } from 'react-intl';",
    '',
    `export function ${widget}(_props: ExposedWidgets['${remote}/${widget}']) {`,
    '  return (',
    '    <p>',
    '      <FormattedMessage id="widget.comingSoon" />',
    '    </p>',
    '  );',
    '}',
    '',
  ].join('\n');

const CONFIGS: Record<string, string> = {
  '.nvmrc': '24\n',
  '.gitignore': 'node_modules/\ndist/\nvar/\n',
  // As Prettier writes it (its check is part of lint).
  'tsconfig.json': '{\n  "extends": "@ssb/federation-config/presets/tsconfig.remote.json",\n  "include": ["src"]\n}\n',
  'eslint.config.js': "import { remoteLintConfig } from '@ssb/federation-config/presets/eslint.mjs';\n\nexport default remoteLintConfig();\n",
  'jest.config.cjs':
    "const { browserProject } = require('@ssb/federation-config/jest/project.cjs');\n\nmodule.exports = browserProject(__dirname);\n",
  'webpack.config.cjs':
    "// Everything this remote is (its name, exposes and page data) comes from src/remote.ts.\nconst { remoteConfig } = require('@ssb/federation-config');\n\nmodule.exports = (_env, argv) => remoteConfig({ appDir: __dirname }, argv);\n",
  // Prose keeps its hand-made line breaks and tables, as in the monorepo.
  '.prettierignore': 'dist/\nnode_modules/\npackage-lock.json\nsrc/generated/\n*.md\n',
  'ci.sh': [
    '#!/bin/sh',
    "# The remote's CI: install from the lockfile, check, test, build a release (ssb-remote deploy ships it).",
    'set -eu',
    'npm ci',
    'npm run typecheck',
    'npm run lint',
    'npm test',
    'npm run build',
    '',
  ].join('\n'),
};

/** A new remote's first page and its messages in the three languages (mfe-about's layout). */
const FIRST_FILES: Record<string, string> = {
  'src/i18n/scope.ts': [
    "import { withUiKitMessages, createIntlScope } from '@ssb/ui-kit';",
    '',
    "/** This remote's messages, one catalog per language, loaded when that language is shown. */",
    'export const IntlScope = createIntlScope(',
    '  withUiKitMessages({',
    '    tj: () => import(/* webpackChunkName: "i18n-tj" */ \'./tj\'),',
    '    ru: () => import(/* webpackChunkName: "i18n-ru" */ \'./ru\'),',
    '    en: () => import(/* webpackChunkName: "i18n-en" */ \'./en\'),',
    '  }),',
    ');',
    '',
  ].join('\n'),
  'src/i18n/tj.ts':
    "const tj = {\n  'home.title': 'Хизматрасониҳои мо',\n  'widget.comingSoon': 'Ба наздикӣ дар ин ҷо',\n};\nexport default tj;\nexport type Catalog = typeof tj;\n",
  'src/i18n/ru.ts':
    "import type { CatalogOf } from '@ssb/ui-kit';\nimport type { Catalog } from './tj';\n\nconst ru: CatalogOf<Catalog> = {\n  'home.title': 'Наши услуги',\n  'widget.comingSoon': 'Скоро здесь',\n};\nexport default ru;\n",
  'src/i18n/en.ts':
    "import type { CatalogOf } from '@ssb/ui-kit';\nimport type { Catalog } from './tj';\n\nconst en: CatalogOf<Catalog> = {\n  'home.title': 'Our services',\n  'widget.comingSoon': 'Coming here soon',\n};\nexport default en;\n",
  'src/features/home/HomePage.test.tsx': [
    "import { screen } from '@testing-library/react';",
    "import { fakeApi } from '@ssb/ui-kit/test';",
    "import { renderPage } from '../../test/render';",
    "import HomePage from './HomePage';",
    '',
    "it.each([['tj', 'Хизматрасониҳои мо'], ['ru', 'Наши услуги'], ['en', 'Our services']] as const)('titles the page in %s', (lang, title) => {",
    '  renderPage(<HomePage />, { lang, api: fakeApi().api });',
    "  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);",
    '});',
    '',
  ].join('\n'),
  'src/test/render.tsx': [
    "/** This remote's pages as the shell hosts them: the kit's hosted renderer, given this remote's words. */",
    "import { createHostedRenderer } from '@ssb/ui-kit/test';",
    "import tj from '../i18n/tj';",
    "import ru from '../i18n/ru';",
    "import en from '../i18n/en';",
    '',
    'export const renderPage = createHostedRenderer({ tj, ru, en });',
    '',
  ].join('\n'),
  'src/features/home/HomePage.tsx':
    'import { FormattedMessage } from \'react-intl\';\n\nexport default function HomePage() {\n  return (\n    <h1>\n      <FormattedMessage id="home.title" />\n    </h1>\n  );\n}\n',
};

/** The files as the remote's Prettier check wants them (the preset's options), by the Prettier this package declares. */
function formatWithPreset(dir: string, files: string[]): void {
  const prettier = require.resolve('prettier/bin/prettier.cjs');
  const options = path.join(__dirname, '../presets/prettier.json');
  execFileSync(process.execPath, [prettier, '--config', options, '--write', '--ignore-unknown', '--log-level', 'warn', ...files], {
    cwd: dir,
    stdio: 'pipe',
    timeout: 60_000,
  });
}

/** Writes the repository's files; returns the names written. */
export function createRemoteRepository(name: string, { dir, registry }: CreateOptions): string[] {
  const remote = (name.startsWith('mfe_') ? name : `mfe_${name.replace(/^mfe-/, '')}`) as RemoteName;
  if (!REMOTE_NAMES.includes(remote))
    throw new Error(`${remote} is not in the contract's route table (${REMOTE_NAMES.join(', ')}): a new remote is added to @ssb/contracts first`);
  mkdirSync(dir, { recursive: true });
  const manifestPath = path.join(dir, 'package.json');
  const existing = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : undefined;
  const port = Number((existing?.ssb as { port?: number } | undefined)?.port ?? 8090 + REMOTE_NAMES.indexOf(remote));
  const files = new Map<string, string>();
  const write = (file: string, text: string) => files.set(file, text);
  write('package.json', json(remoteManifest(remote, existing, port)));
  write('.npmrc', `@ssb:registry=${new URL(registry).href}\n`);
  for (const [file, text] of Object.entries(CONFIGS)) write(file, text);
  if (!existsSync(path.join(dir, 'src/remote.ts'))) {
    write('src/remote.ts', firstDeclaration(remote));
    for (const [file, text] of Object.entries(FIRST_FILES)) write(file, text);
    for (const widget of widgetsOf(remote)) write(`src/features/widgets/${widget}.tsx`, firstWidget(remote, widget));
  }
  for (const [file, text] of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text, file.endsWith('.sh') ? { mode: 0o755 } : {});
  }
  formatWithPreset(dir, [...files.keys()]);
  return [...files.keys()];
}
