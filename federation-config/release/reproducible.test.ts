/**
 * The same commit gives the same release, byte for byte, wherever it is checked out: one remote
 * built by the real `ssb-remote build` in two copies of the repository at two absolute paths,
 * the remote's own folder named differently in each (`checkout` in the second, the name that once
 * became the chunk global). Each copy holds what the build reads: the remote and the packages it
 * and the recipe depend on (their files as Git sees them), and the installed packages as hard
 * links (the node_modules paths move with the copy, as in a fresh checkout, without a copy of
 * 870 MB; a plain copy where links cannot be made). One build at a time: about 40 s in all.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isReleaseManifest } from '@ssb/contracts/node';
import { workspacePackages, type WorkspacePackage } from '../workspaces.cjs';
import { listFiles } from './files';

const REPO = path.resolve(__dirname, '../..');
const REMOTE = 'mfe-about';
const RECIPE = 'federation-config';
/** Any fixed time: the manifest's builtAt (buildRelease.ts). */
const SOURCE_DATE_EPOCH = '1780000000';
/** Written by builds, not read by them: the federation plugin's generated entries, caches. */
const NOT_LINKED = new Set(['.federation', '.cache']);

/** The remote and the recipe, and the site's packages they need to run, through `dependencies`. */
function packagesToCopy(packages: WorkspacePackage[]): string[] {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const dirs = new Set<string>();
  const visit = (dir: string) => {
    if (dirs.has(dir)) return;
    dirs.add(dir);
    const json = packages.find((pkg) => pkg.dir === dir)?.json as { dependencies?: Record<string, string> } | undefined;
    for (const name of Object.keys(json?.dependencies ?? {})) {
      const dep = byName.get(name);
      if (dep) visit(dep.dir);
    }
  };
  visit(REMOTE);
  visit(RECIPE);
  return [...dirs].sort();
}

/** Hard links of a tree of installed packages (its symlinks as they are: npm's are relative). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (NOT_LINKED.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target); // another file system
      }
    }
  }
}

/** A copy of the repository at `root` with what a build of the remote reads, the remote in `remoteFolder`. */
function copyRepository(root: string, remoteFolder: string): string {
  const dirs = packagesToCopy(workspacePackages(REPO));
  // Tracked and new files that Git does not ignore: sources, not builds.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && (!file.includes('/') || dirs.some((dir) => file.startsWith(`${dir}/`))))
    .filter((file) => existsSync(path.join(REPO, file)));
  const placed = (file: string) => (file.startsWith(`${REMOTE}/`) ? path.join(remoteFolder, file.slice(REMOTE.length + 1)) : file);
  for (const file of files) {
    const target = path.join(root, placed(file));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(REPO, file), target);
  }
  for (const dir of ['.', ...dirs]) {
    const modules = path.join(REPO, dir, 'node_modules');
    if (existsSync(modules)) linkTree(modules, path.join(root, placed(path.join(dir, 'node_modules'))));
  }
  return path.join(root, remoteFolder);
}

interface Build {
  id: string;
  dir: string;
}

/** `ssb-remote build` in the remote's folder, as its team runs it: PATH, HOME and TMPDIR, no test settings. */
function build(remoteDir: string, root: string): Promise<Build> {
  const command = path.join(root, 'node_modules/@ssb/federation-config/bin/ssb-remote.cjs');
  const env = { PATH: process.env.PATH ?? '', HOME: os.homedir(), TMPDIR: os.tmpdir(), SOURCE_DATE_EPOCH };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [command, 'build'], { cwd: remoteDir, env, timeout: 150_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`ssb-remote build in ${remoteDir} failed: ${error.message}\n${stdout}\n${stderr}`));
      const { id } = JSON.parse(readFileSync(path.join(remoteDir, 'dist/latest.json'), 'utf8')) as { id: string };
      return resolve({ id, dir: path.join(remoteDir, 'dist/releases', id) });
    });
  });
}

let tmp: string;
let first: Build;
let second: Build;
const roots: string[] = [];

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ssb-reproducible-'));
  const copies = [
    { root: path.join(tmp, 'first', 'ssb-website'), remoteFolder: REMOTE },
    { root: path.join(tmp, 'second-place', 'work', 'bank'), remoteFolder: 'checkout' },
  ];
  const builds: Build[] = [];
  // One after the other: each build uses both cores.
  for (const { root, remoteFolder } of copies) {
    roots.push(root);
    builds.push(await build(copyRepository(root, remoteFolder), root));
  }
  [first, second] = builds as [Build, Build];
}, 240_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

it('gives the same release id and the same bytes in every file', () => {
  const files = listFiles(first.dir);
  expect(listFiles(second.dir)).toEqual(files);
  expect(files.length).toBeGreaterThan(20);
  const differing = files.filter((file) => !readFileSync(path.join(first.dir, file)).equals(readFileSync(path.join(second.dir, file))));
  expect(differing).toEqual([]);
  expect(second.id).toBe(first.id);
});

it('names no folder of the machine in any file', () => {
  for (const [root, dir] of [
    [roots[0], first.dir],
    [roots[1], second.dir],
  ] as [string, string][]) {
    const naming = listFiles(dir).filter((file) => readFileSync(path.join(dir, file)).includes(root));
    expect({ root, naming }).toEqual({ root, naming: [] });
  }
});

it('names the chunk global after the remote, not its folder', () => {
  const manifest: unknown = JSON.parse(readFileSync(path.join(second.dir, 'mf-manifest.json'), 'utf8'));
  if (!isReleaseManifest(manifest)) throw new Error('not a release manifest');
  expect(manifest.name).toBe('mfe_about');
  const globals = new Set<string>();
  for (const file of listFiles(second.dir).filter((name) => name.endsWith('.js') && !name.startsWith('server/')))
    for (const [global] of readFileSync(path.join(second.dir, file), 'utf8').matchAll(/webpackChunk\w+/g)) globals.add(global);
  expect([...globals]).toEqual([`webpackChunk${manifest.name}`]);
  expect(manifest.metaData.release.builtAt).toBe(new Date(Number(SOURCE_DATE_EPOCH) * 1000).toISOString());
});
