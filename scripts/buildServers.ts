/**
 * Compiles the server side to JavaScript with esbuild: what production runs is `node` on these
 * files, with no TypeScript compiler, no tsx and no dev dependency. Each program is one bundle of
 * its own code and the packages it uses, so an image copies a file, not node_modules; the few
 * packages that cannot be bundled (a native addon, a worker pool that starts its own file) stay
 * outside and are copied beside it (SERVER_PROGRAMS[].external; scripts/images reads them).
 */
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { seconds } from './lib/run';
import { repoRoot } from './lib/repoRoot';

export interface ServerProgram {
  /** Its module format: an ES module, or CommonJS for the CLI that CommonJS packages load. */
  format?: 'esm' | 'cjs';
  /** Packages stay in node_modules (a tool run where its dependencies are installed). */
  packagesExternal?: boolean;
  /** What it is, for the build's log. */
  name: string;
  /** The folder its bundles go to (emptied first). */
  outDir: string;
  /** Bundle name (without .mjs) → TypeScript entry, both relative to the repository. */
  entries: Record<string, string>;
  /** Packages left outside the bundle, loaded from node_modules at run time. */
  external: string[];
  /** Files the program reads at run time beside its bundle: name in outDir → package path. */
  files?: Record<string, string>;
}

export const SERVER_PROGRAMS: ServerProgram[] = [
  {
    name: 'site server',
    outDir: 'site-server/dist',
    entries: { main: 'site-server/src/main.ts' },
    // pg-native is pg's optional native driver, never loaded unless asked for.
    external: ['pg-native'],
  },
  {
    // Render processes read only their runtime folder: the host is one file with no package.
    name: 'render host',
    outDir: 'site-server/dist/render-host',
    entries: { renderHost: 'site-server/src/render/host/renderHost.ts' },
    external: [],
  },
  {
    name: 'API',
    outDir: 'api/dist',
    entries: {
      main: 'api/src/main.ts',
      // The migration Job's command (npm run migrate, compiled).
      migrate: 'api/scripts/migrate.ts',
      documentWorker: 'api/src/features/applications/documents/documentWorker.bundle.ts',
    },
    // better-sqlite3 and sharp (libvips) are native addons; piscina starts its own worker file from its package.
    external: ['better-sqlite3', 'sharp', 'piscina', 'pg-native'],
    // The documents' font (api/src/features/media/pdf/font.ts reads it beside the bundle).
    files: { 'DejaVuSans.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf' },
  },
  {
    // Its app (backoffice/dist/app) is the webpack build's; this is its server.
    name: 'back office',
    outDir: 'backoffice/dist/server',
    entries: { main: 'backoffice/src/server/main.ts' },
    external: ['better-sqlite3', 'pg-native'],
  },
  {
    // npm start's alone: no image copies it (scripts/images), and it refuses to run in production.
    name: 'development identity provider',
    outDir: 'backoffice/dist/dev-identity',
    entries: { devIdentity: 'backoffice/scripts/devIdentity/main.ts' },
    external: [],
  },
  {
    name: 'remote origin',
    outDir: 'federation-config/dist/origin',
    entries: { origin: 'federation-config/release/originMain.ts' },
    external: [],
  },
  {
    // The remote teams' command runs where @ssb/federation-config is installed: its packages
    // (webpack, SWC) stay there; only its own TypeScript is compiled.
    name: 'ssb-remote',
    outDir: 'federation-config/dist',
    entries: { 'ssb-remote': 'federation-config/cli/ssbRemote.ts' },
    external: [],
    format: 'cjs',
    packagesExternal: true,
  },
];

/** The packages a program's package declares, but the workspaces (TypeScript, compiled in). */
function installedPackagesOf(program: ServerProgram): string[] {
  const first = Object.values(program.entries)[0] ?? '';
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, first.split('/')[0] ?? '', 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return [...Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@ssb/')), ...program.external];
}

/** CommonJS packages inside an ES module bundle still call require() and read __dirname. */
const COMMONJS_IN_ESM = [
  "import { createRequire as __ssbCreateRequire } from 'node:module';",
  "import { fileURLToPath as __ssbFileURLToPath } from 'node:url';",
  "import { dirname as __ssbDirname } from 'node:path';",
  'const require = __ssbCreateRequire(import.meta.url);',
  'const __filename = __ssbFileURLToPath(import.meta.url);',
  'const __dirname = __ssbDirname(__filename);',
].join('\n');

function optionsFor(program: ServerProgram, outdir = path.join(repoRoot, program.outDir)): BuildOptions {
  const shared: BuildOptions = {
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(Object.entries(program.entries).map(([name, entry]) => [name, path.join(repoRoot, entry)])),
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    // Names stay readable in stack traces; the bundles are read from disk once.
    minify: false,
    logLevel: 'warning',
  };
  if (program.format === 'cjs')
    return {
      ...shared,
      format: 'cjs',
      outExtension: { '.js': '.cjs' },
      // Its installed packages stay outside; the workspaces' TypeScript (@ssb/contracts) goes in.
      external: program.packagesExternal ? installedPackagesOf(program) : program.external,
    };
  return {
    ...shared,
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    // React, Fastify and pino choose their production paths by it, at build time as at run time.
    define: { 'process.env.NODE_ENV': '"production"' },
    external: program.external,
    banner: { js: COMMONJS_IN_ESM },
    legalComments: 'linked',
    // Warnings about packages' own code (a require() esbuild cannot follow, which they guard).
    logOverride: { 'require-resolve-not-external': 'silent', 'unsupported-require-call': 'silent' },
  };
}

/** One program into a folder of its own choosing (the published @ssb/federation-config stages its command so). */
export async function buildProgram(program: ServerProgram, outdir: string): Promise<void> {
  await build(optionsFor(program, outdir));
}

export async function buildServers(): Promise<void> {
  const started = Date.now();
  // The render host's folder is inside the site server's: empty the outer ones first.
  for (const program of SERVER_PROGRAMS)
    if (!SERVER_PROGRAMS.some((other) => other !== program && program.outDir.startsWith(`${other.outDir}/`)))
      rmSync(path.join(repoRoot, program.outDir), { recursive: true, force: true });
  await Promise.all(SERVER_PROGRAMS.map((program) => build(optionsFor(program))));
  for (const program of SERVER_PROGRAMS) {
    const fromPackage = createRequire(path.join(repoRoot, program.outDir.split('/')[0] ?? '', 'package.json'));
    for (const [name, file] of Object.entries(program.files ?? {}))
      copyFileSync(fromPackage.resolve(file), path.join(repoRoot, program.outDir, name));
  }
  console.log(`[build] servers compiled (${SERVER_PROGRAMS.map((p) => p.name).join(', ')}) in ${seconds(started)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServers().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
