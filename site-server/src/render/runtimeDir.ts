/**
 * The files render processes may read, in a folder of their own: the host (render/host/), the
 * shell's server build, and the pinned server builds of the releases they run, each written once
 * under its digest. A render process runs as another user, who may not be able to reach the
 * repository or the site's data (a home folder is closed to others), and must not: this folder
 * holds nothing else. It is made per site-server process and removed when that process closes;
 * one left behind by a process that was killed is removed by the next.
 */
import { copyFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PREFIX = 'ssb-render-';

/**
 * The host's files, entry first. Built (site-server/dist/main.mjs), one bundle beside the site
 * server's; from source (tsx, Jest), its TypeScript files, which Node runs with types stripped.
 */
function hostSource(): { dir: string; files: string[] } {
  const built = fileURLToPath(new URL('./render-host/renderHost.mjs', import.meta.url));
  if (import.meta.url.endsWith('.mjs') && existsSync(built)) return { dir: path.dirname(built), files: ['renderHost.mjs'] };
  return { dir: path.dirname(fileURLToPath(new URL('./host/renderHost.ts', import.meta.url))), files: ['renderHost.ts', 'frames.ts'] };
}

export interface RuntimeDir {
  /** The folder itself (the sandbox's seccomp program is written there too). */
  dir: string;
  /** The host's entry, as a render process runs it, and its folder (all of which it reads). */
  host: string;
  hostDir: string;
  /** The shell's server build. */
  shellBuild: string;
  /** Writes a pinned server build (once: its name is its digest) and gives its path. */
  release(digest: string, bytes: Buffer): string;
  remove(): void;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * This machine's name, in the folders' names: pids mean nothing across containers, and two pods
 * may share a /tmp (podman's emptyDir is one volume for every replica).
 */
const HOST = os.hostname().replace(/[^A-Za-z0-9.-]/g, '_');

/** Folders of this host's site-server processes that are gone (the pid is in the name). */
function removeAbandoned(base: string): void {
  const ours = new RegExp(`^${PREFIX}${HOST.replace(/\./g, '\\.')}-(\\d+)-`);
  for (const name of readdirSync(base)) {
    const match = ours.exec(name);
    if (match && Number(match[1]) !== process.pid && !alive(Number(match[1]))) rmSync(path.join(base, name), { recursive: true, force: true });
  }
}

/** A file others may read, written aside and renamed into place, so a reader never sees a part. */
function writeReadable(file: string, bytes: Buffer | string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, bytes, { mode: 0o444 });
  renameSync(temp, file);
}

export function createRuntimeDir(shellBuildFile: string, base = os.tmpdir()): RuntimeDir {
  removeAbandoned(base);
  const dir = mkdtempSync(path.join(base, `${PREFIX}${HOST}-${process.pid}-`));
  // Readable and searchable by the render processes' user; writable by this process only.
  chmodSync(dir, 0o755);
  const hostDir = path.join(dir, 'host');
  const releases = path.join(dir, 'releases');
  mkdirSync(hostDir, { mode: 0o755 });
  mkdirSync(releases, { mode: 0o755 });
  const host = hostSource();
  for (const file of host.files) {
    copyFileSync(path.join(host.dir, file), path.join(hostDir, file));
    chmodSync(path.join(hostDir, file), 0o444);
  }
  // The host is an ES module wherever the folder is.
  writeReadable(path.join(hostDir, 'package.json'), '{"type":"module"}\n');
  const shellBuild = path.join(dir, 'shell-render.cjs');
  copyFileSync(shellBuildFile, shellBuild);
  chmodSync(shellBuild, 0o444);
  return {
    dir,
    host: path.join(hostDir, host.files[0] ?? ''),
    hostDir,
    shellBuild,
    release(digest, bytes) {
      const file = path.join(releases, `${Buffer.from(digest.replace(/^sha384-/, ''), 'base64').toString('hex')}.cjs`);
      if (!existsSync(file)) writeReadable(file, bytes);
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
