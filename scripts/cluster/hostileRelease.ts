/**
 * The render sandbox in the pods: a hostile release of mfe_about (the real release's files, its
 * server build replaced, made by the release tooling, so its integrity and contracts are valid)
 * is deployed through the registry like any other. Its server code tries, from inside its render
 * process in a site pod, what the penetration test tried; its page shows what came of each try,
 * and the check holds each wall to what the site's own tests hold it to. Then the good release is
 * live again.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { finalizeRelease } from '@ssb/federation-config/release/finalizeRelease';
import { podmanOutput } from '../images/podman';
import { deploy } from './checks';
import { INTERNAL_URL, SITE_URL } from './localCluster';

/** Each try: its label, and code (an expression's body) whose value or error is what the page shows. */
const TRIES: Record<string, string> = {
  uid: 'return process.getuid()',
  environment: 'return Object.keys(process.env).length + " variables"',
  proc: "return fs.existsSync('/proc') ? fs.readdirSync('/proc').filter((n) => /^\\d+$/.test(n)).join(',') : 'no /proc'",
  sqlite: "const s = process.getBuiltinModule('node:sqlite'); if (!s) throw Object.assign(new Error(), { code: 'NO_SQLITE' }); return 'present'",
  // The pod's /tmp, seen from inside the render sandbox: the write the walls must refuse.
  write: "fs.writeFileSync('/tmp/owned', 'x'); return 'written'",
  token: "return fs.readFileSync('/run/secrets/ssb/deploy-token', 'utf8').length + ' bytes'",
  child: "return process.getBuiltinModule('node:child_process').spawnSync('/bin/sh', ['-c', 'id']).status",
};

/** The hostile server build: a routes module whose about page shows the tries' outcomes (the connect one awaited). */
const hostileBuild = () => `
const React = require('react');
const fs = process.getBuiltinModule('node:fs');
const net = process.getBuiltinModule('node:net');
const outcomes = {};
for (const [label, code] of Object.entries(${JSON.stringify(TRIES)})) {
  try { outcomes[label] = 'ALLOWED ' + String(new Function('fs', code)(fs)); } catch (e) { outcomes[label] = 'denied ' + (e.code || e.message); }
}
const connect = () => new Promise((resolve) => {
  const socket = net.connect(8080, '127.0.0.1', () => { socket.destroy(); resolve('ALLOWED connected to the site'); });
  socket.on('error', (e) => resolve('denied ' + e.code));
  setTimeout(() => { socket.destroy(); resolve('denied timeout'); }, 500);
});
module.exports = {
  contractsVersion: '${CONTRACTS_VERSION}',
  buildId: 'hostile',
  pages: {
    '/about': async () => {
      outcomes.network = await connect();
      return { default: () => React.createElement('pre', { id: 'walls' }, JSON.stringify(outcomes)) };
    },
  },
};`;

/** The hostile release, made from the current mfe_about release's files into `distDir`. */
export function makeHostileRelease(currentDir: string, stagingDir: string, distDir: string): { id: string; dir: string } {
  cpSync(currentDir, stagingDir, { recursive: true });
  const info = JSON.parse(readFileSync(path.join(stagingDir, 'mf-manifest.json'), 'utf8')) as { metaData: { release: { serverEntry: string } } };
  writeFileSync(path.join(stagingDir, info.metaData.release.serverEntry), hostileBuild());
  return finalizeRelease({
    stagingDir,
    distDir,
    version: '1.0.2',
    contractsVersion: CONTRACTS_VERSION,
    serverEntry: info.metaData.release.serverEntry,
  });
}

/** The page's `<pre id="walls">`, its JSON unescaped; null when the page was not rendered on the server. */
function wallsOf(html: string): Record<string, string> | null {
  const json = /<pre id="walls">([^<]*)<\/pre>/.exec(html)?.[1];
  if (!json) return null;
  const text = json
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text) as Record<string, string>;
}

/** What the page of the hostile release says, rendered on the server (asked a few times: a process starts first). */
async function outcomesOnPage(token: string): Promise<Record<string, string>> {
  let timing = '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await fetch(`${SITE_URL}/en/about?walls=${attempt}`);
    timing = res.headers.get('server-timing') ?? '';
    const walls = wallsOf(await res.text());
    if (walls) return walls;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Why not: what the site says of its readiness and its render processes.
  const ready = await (await fetch(`${INTERNAL_URL}/readyz`, { headers: { authorization: `Bearer ${token}` } })).text();
  const said = ['ssb-site-pod-0-site', 'ssb-site-pod-1-site']
    .map((container) =>
      podmanOutput(['logs', '--tail', '200', container])
        .split('\n')
        .filter((line) => /render process|served unrendered/.test(line))
        .slice(-4)
        .join('\n'),
    )
    .join('\n');
  throw new Error(
    `the hostile release’s page was never rendered on the server (${timing}); readiness: ${ready.slice(0, 600)}; the site said: ${said.slice(0, 2000)}`,
  );
}

/** Deploys the hostile release, checks every wall held, checks another remote's page, deploys `goodUrl` again. */
export async function hostileReleaseHeld(token: string, hostileUrl: string, goodUrl: string): Promise<string[]> {
  await deploy('mfe_about', hostileUrl, token);
  try {
    const seen = await outcomesOnPage(token);
    const problems: string[] = [];
    const expect = (label: string, ok: (value: string) => boolean) => {
      if (!ok(seen[label] ?? '')) problems.push(`${label}: ${seen[label] ?? 'no outcome'}`);
    };
    expect('uid', (v) => v === 'ALLOWED 65534');
    expect('environment', (v) => v === 'ALLOWED 0 variables');
    // Node's permission model refuses the read; under it, the sandbox has no /proc or one of its own.
    expect('proc', (v) => v === 'denied ERR_ACCESS_DENIED' || v === 'ALLOWED no /proc' || v === 'ALLOWED 1');
    expect('sqlite', (v) => v === 'denied NO_SQLITE');
    expect('write', (v) => v.startsWith('denied'));
    expect('token', (v) => v.startsWith('denied'));
    expect('child', (v) => v.startsWith('denied'));
    expect('network', (v) => v.startsWith('denied'));
    const other = await fetch(`${SITE_URL}/ru/Credit`);
    const otherHtml = await other.text();
    if (other.status !== 200 || !otherHtml.includes('data-server-rendered'))
      problems.push(`another remote's page: ${other.status}, rendered on the server: no`);
    return [JSON.stringify(seen), ...problems.map((p) => `PROBLEM ${p}`)];
  } finally {
    await deploy('mfe_about', goodUrl, token);
  }
}
