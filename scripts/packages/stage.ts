/**
 * Makes the platform's packages publishable: each is staged in var/packages/<folder>/ as a team
 * installs it. The monorepo's own manifest points its exports at TypeScript sources (every part
 * here compiles them in); the staged one points them at built JavaScript and declarations:
 * - JavaScript by esbuild, one ES module per export, shared code split into chunks (so a module's
 *   state exists once) and every installed package left outside; swc's styled-components plugin
 *   first (styledComponentIds.ts);
 * - declarations by tsc, checked against the other packages' staged declarations, not their
 *   sources, so a declaration that needs a sibling's source fails here;
 * - no test, no config from outside the package.
 * @ssb/federation-config is CommonJS tooling: its recipe files are copied as they are and its
 * command and origin server are compiled (scripts/buildServers.ts).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { buildProgram, SERVER_PROGRAMS } from '../buildServers';
import { run } from '../lib/run';
import { repoRoot } from '../lib/repoRoot';
import { styledComponentIds } from './styledComponentIds';

export interface PackageManifest {
  name: string;
  version: string;
  private?: boolean;
  type?: string;
  main?: string;
  types?: string;
  files?: string[];
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  bin?: Record<string, string>;
  ssb?: { role?: string };
  [field: string]: unknown;
}

/** The platform's packages, in the order they build (each after what it imports). */
export const PUBLISHED_FOLDERS = ['shared-contracts', 'fixtures', 'api-client', 'ui-kit', 'server-kit', 'federation-config'] as const;

const STAGE_ROOT = path.join(repoRoot, 'var/packages');

export function readManifest(folder: string): PackageManifest {
  return JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as PackageManifest;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('__snapshots__');

/** A source file by its name in dist/: `states/Empty` for the UI kit's states/Empty.tsx. */
const distName = (sourceTarget: string) => sourceTarget.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '');

/** The export map of the built package: each TypeScript source becomes its JavaScript and declarations. */
export function builtExports(exportsMap: Record<string, string | Record<string, string>>): Record<string, string | Record<string, string>> {
  return Object.fromEntries(
    Object.entries(exportsMap).map(([key, target]) => {
      if (typeof target !== 'string' || !/^\.\/src\/.*\.tsx?$/.test(target)) return [key, target];
      // A hand-written declaration (a module augmentation) is types only.
      if (target.endsWith('.d.ts')) return [key, { types: target.replace(/^\.\/src\//, './dist/') }];
      const name = distName(target);
      return [key, { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` }];
    }),
  );
}

/** The source files the export map names (a `*` pattern names every non-test file of its folder). */
function entryFiles(folder: string, exportsMap: Record<string, unknown>): string[] {
  const sources = Object.values(exportsMap).filter((t): t is string => typeof t === 'string' && t.startsWith('./src/') && !t.endsWith('.d.ts'));
  return sources.flatMap((target) => {
    if (!target.includes('*')) return [path.join(repoRoot, folder, target)];
    const dir = path.join(repoRoot, folder, path.dirname(target));
    return readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !isTest(f))
      .map((f) => path.join(dir, f));
  });
}

/** What a team installs: no scripts, no dev dependencies, no private flag; exports at dist/. */
export function publishedManifest(manifest: PackageManifest): PackageManifest {
  const { private: _private, scripts: _scripts, devDependencies: _dev, main, types, ...rest } = manifest;
  const built: PackageManifest = { ...rest, files: ['dist', 'README.md', 'CHANGELOG.md'] };
  if (manifest.exports) built.exports = builtExports(manifest.exports);
  if (main) built.main = `./dist/${distName(main.startsWith('./') ? main : `./${main}`)}.js`;
  if (types) built.types = `./dist/${distName(types.startsWith('./') ? types : `./${types}`)}.d.ts`;
  return { ...built, publishConfig: { access: 'restricted' } };
}

function copyDocs(folder: string, stage: string): void {
  for (const doc of ['README.md', 'CHANGELOG.md', 'LICENSE'])
    if (existsSync(path.join(repoRoot, folder, doc))) cpSync(path.join(repoRoot, folder, doc), path.join(stage, doc));
}

/** The staged declarations of the packages already built, as tsc's `paths` (a sibling's source is never read). */
function stagedPaths(): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const folder of PUBLISHED_FOLDERS) {
    const stage = path.join(STAGE_ROOT, folder);
    if (!existsSync(path.join(stage, 'package.json'))) continue;
    const manifest = JSON.parse(readFileSync(path.join(stage, 'package.json'), 'utf8')) as PackageManifest;
    for (const [key, target] of Object.entries(manifest.exports ?? {})) {
      if (typeof target === 'string' || !target.types) continue;
      paths[path.posix.join(manifest.name, key)] = [path.join(stage, target.types)];
    }
  }
  return paths;
}

async function stageTypeScriptPackage(folder: string, manifest: PackageManifest, stage: string): Promise<void> {
  const entries = entryFiles(folder, manifest.exports ?? {});
  const src = path.join(repoRoot, folder, 'src');
  await build({
    absWorkingDir: repoRoot,
    entryPoints: entries,
    outbase: src,
    outdir: path.join(stage, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: manifest.ssb?.role === 'runtime' || manifest.ssb?.role === 'fixtures' ? 'node' : 'neutral',
    target: 'es2022',
    jsx: 'automatic',
    // Installed packages and the sibling platform packages stay imports: the consumer's build resolves them once.
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    plugins: [styledComponentIds(repoRoot)],
  });
  // Hand-written declarations (a module augmentation) ship beside the emitted ones.
  for (const file of readdirSync(src, { recursive: true }).map(String))
    if (file.endsWith('.d.ts')) cpSync(path.join(src, file), path.join(stage, 'dist', file));
  const tsconfig = path.join(stage, 'tsconfig.declarations.json');
  const base = JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: Record<string, unknown> };
  const own = JSON.parse(readFileSync(path.join(repoRoot, folder, 'tsconfig.json'), 'utf8')) as { compilerOptions?: Record<string, unknown> };
  const ambient = [path.join(repoRoot, 'federation-config/webpack/globals.d.ts')];
  const contractsStyled = path.join(STAGE_ROOT, 'shared-contracts/dist/ui/styled.d.ts');
  writeFileSync(
    tsconfig,
    JSON.stringify(
      {
        compilerOptions: {
          ...base.compilerOptions,
          ...own.compilerOptions,
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          rootDir: src,
          outDir: path.join(stage, 'dist'),
          paths: stagedPaths(),
        },
        include: [src, ...ambient, ...(existsSync(contractsStyled) && folder !== 'shared-contracts' ? [contractsStyled] : [])],
        exclude: [path.join(src, '**/*.test.ts'), path.join(src, '**/*.test.tsx')],
      },
      null,
      2,
    ),
  );
  const code = await run(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', tsconfig], { cwd: repoRoot });
  if (code !== 0) throw new Error(`${manifest.name}: declarations failed (tsc exited ${code})`);
  rmSync(tsconfig);
  writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`);
}

/** The recipe's files as they are, its command and origin compiled, its TypeScript test helpers for Jest's swc. */
const FEDERATION_FILES = ['index.cjs', 'workspaces.cjs', 'workspaces.d.cts', 'bin', 'webpack', 'jest', 'declaration', 'presets'];

async function stageFederationConfig(manifest: PackageManifest, stage: string): Promise<void> {
  const folder = path.join(repoRoot, 'federation-config');
  for (const entry of FEDERATION_FILES)
    if (existsSync(path.join(folder, entry)))
      cpSync(path.join(folder, entry), path.join(stage, entry), { recursive: true, filter: (file) => !isTest(file) });
  for (const program of SERVER_PROGRAMS.filter((p) => p.outDir.startsWith('federation-config/dist')))
    await buildProgram(program, path.join(stage, path.relative('federation-config', program.outDir)));
  // The versions published with this one: `ssb-remote create` writes their ranges (cli/create.ts).
  const versions = Object.fromEntries(PUBLISHED_FOLDERS.map((published) => [readManifest(published).name, readManifest(published).version]));
  writeFileSync(path.join(stage, 'platform-versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
  const { private: _p, scripts: _s, devDependencies: _d, ...rest } = manifest;
  const files = [...FEDERATION_FILES, 'platform-versions.json', 'dist', 'README.md', 'CHANGELOG.md'];
  writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify({ ...rest, files, publishConfig: { access: 'restricted' } }, null, 2)}\n`);
}

/** Stages one package; returns its folder. */
async function stagePackage(folder: string): Promise<string> {
  const manifest = readManifest(folder);
  const stage = path.join(STAGE_ROOT, folder);
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  copyDocs(folder, stage);
  if (manifest.type === 'commonjs') await stageFederationConfig(manifest, stage);
  else await stageTypeScriptPackage(folder, manifest, stage);
  return stage;
}

export async function stageAll(): Promise<string[]> {
  const stages: string[] = [];
  for (const folder of PUBLISHED_FOLDERS) stages.push(await stagePackage(folder));
  return stages;
}
