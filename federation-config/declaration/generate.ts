/**
 * The modules a remote's declaration (`src/remote.ts`) stands for, written to `src/generated/`:
 * the routes module, with each page's chunk named by pageChunkName(pattern), and one module
 * per exposed widget, in the remote's intl scope with the props the contract gives it. They are
 * committed (the compiler and the tests read them as any source) and never edited by hand.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageChunkName, type AnyRemoteDeclaration } from '@ssb/contracts/node';

export const GENERATED_DIR = 'src/generated';
const HEADER = '// Generated from src/remote.ts by `ssb-remote generate`: do not edit.\n';

/** A module path of the declaration (relative to src/) as seen from src/generated/. */
const fromGenerated = (module: string): string => `.${module}`;

const q = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function routesModule(declaration: AnyRemoteDeclaration): string {
  const pages: Record<string, { module: string }> = declaration.pages;
  const lines = Object.entries(pages).map(
    ([pattern, page]) => `  ${q(pattern)}: () => import(/* webpackChunkName: "${pageChunkName(pattern)}" */ ${q(fromGenerated(page.module))}),`,
  );
  return `${HEADER}import { scopePages, type PageLoader, type PatternOf, type RoutesModule } from '@ssb/contracts';
import { IntlScope } from ${q(fromGenerated(declaration.intlScope))};

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;

const loaders: Record<PatternOf<${q(declaration.name)}>, PageLoader> = {
${lines.join('\n')}
};

export const pages = scopePages(IntlScope, loaders);

export default { contractsVersion, buildId, pages } satisfies RoutesModule;
`;
}

function widgetModule(declaration: AnyRemoteDeclaration, widget: string, source: { module: string; export: string }): string {
  return `${HEADER}import { withIntlScope, type ExposedWidgets } from '@ssb/contracts';
import { IntlScope } from ${q(fromGenerated(declaration.intlScope))};
import { ${source.export} as Widget } from ${q(fromGenerated(source.module))};

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;
export default withIntlScope<ExposedWidgets[${q(`${declaration.name}/${widget}`)}]>(IntlScope, Widget);
`;
}

/** File name under src/generated/ → its text. */
function generatedModules(declaration: AnyRemoteDeclaration): Map<string, string> {
  const files = new Map<string, string>([['routes.gen.ts', routesModule(declaration)]]);
  const widgets: Record<string, { module: string; export: string }> = declaration.widgets;
  for (const [widget, source] of Object.entries(widgets)) files.set(`${widget}.gen.ts`, widgetModule(declaration, widget, source));
  return files;
}

/** The federation `exposes` of a remote: its routes and each widget, from the generated modules. */
export function exposesOf(declaration: AnyRemoteDeclaration): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const file of generatedModules(declaration).keys()) exposes[`./${file.replace(/\.gen\.ts$/, '')}`] = `./${GENERATED_DIR}/${file}`;
  return exposes;
}

/** The generated files that differ from what the declaration says, or should not be there. */
export function staleModules(appDir: string, declaration: AnyRemoteDeclaration): string[] {
  const dir = path.join(appDir, GENERATED_DIR);
  const wanted = generatedModules(declaration);
  const present = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.gen.ts')) : [];
  const stale = [...wanted]
    .filter(([file, text]) => !existsSync(path.join(dir, file)) || readFileSync(path.join(dir, file), 'utf8') !== text)
    .map(([file]) => file);
  return [...stale, ...present.filter((file) => !wanted.has(file))];
}

/** Writes the generated modules that changed and removes those no longer declared; returns what it touched. */
export function writeModules(appDir: string, declaration: AnyRemoteDeclaration): string[] {
  const dir = path.join(appDir, GENERATED_DIR);
  const touched = staleModules(appDir, declaration);
  mkdirSync(dir, { recursive: true });
  const wanted = generatedModules(declaration);
  for (const file of touched) {
    const text = wanted.get(file);
    if (text === undefined) rmSync(path.join(dir, file));
    else writeFileSync(path.join(dir, file), text);
  }
  return touched;
}
