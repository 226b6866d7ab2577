/**
 * The shared versions the live site runs: read from the shared-versions.json the shell's build
 * writes beside its index.html (a real file in a temp folder), the shell's installed packages
 * asked only where the build has none; and the site server answers them from the build it serves.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { createSiteServer } from '../site-server';
import { parseDeployTokens } from '../auth/tokens';
import { createTestRegistry, pinnedConfig } from '../testing/serverBuildManifest';
import { SHARED_VERSIONS_FILE, hostSharedVersions } from './hostVersions';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;
const SECRET = 'host-versions-secret-0123456789';

/** What the shell's build records (SharedVersionsPlugin), with versions none of which is installed here. */
const RECORDED = {
  '@ssb/contracts': CONTRACTS_VERSION,
  jotai: '2.9.0',
  react: '19.2.4',
  'react-dom': '19.2.4',
  'react-intl': '12.0.3',
  'react/jsx-runtime': '19.2.4',
};

/** The shell's package.json in this repository, and the version of `name` installed for it (as Node finds it from there). */
const SHELL_PACKAGE = require.resolve('@ssb/shell/package.json');
function installed(name: string): string {
  const file = (createRequire(SHELL_PACKAGE).resolve.paths(name) ?? []).map((dir) => path.join(dir, name, 'package.json')).find((f) => existsSync(f));
  return (JSON.parse(readFileSync(file ?? '', 'utf8')) as { version: string }).version;
}

let root: string;
let n = 0;

/** A folder standing for the shell's dist/, with `file` as its shared-versions.json (none when undefined). */
function shellDist(file?: string): string {
  const dir = path.join(root, `dist-${(n += 1)}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  if (file !== undefined) writeFileSync(path.join(dir, SHARED_VERSIONS_FILE), file);
  return dir;
}

const recorded = (shared: unknown) => `${JSON.stringify({ shared }, null, 2)}\n`;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ssb-host-versions-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('hostSharedVersions', () => {
  it('answers from the shell build’s record where its packages are not installed (the site image)', async () => {
    const dist = shellDist(recorded(RECORDED));
    expect(
      await hostSharedVersions(['react', 'react-dom', 'react-intl', 'left-pad', '../etc', '@ssb/contracts', 'react/jsx-runtime'], {
        shellDistDir: dist,
        shellPackage: null,
      }),
    ).toEqual({
      known: true,
      // A name the shell does not share is left out, so are paths and the site's own packages.
      versions: { react: '19.2.4', 'react-dom': '19.2.4', 'react-intl': '12.0.3' },
    });
  });

  it('prefers the build’s record to the installed packages: that build is what the site serves', async () => {
    const dist = shellDist(recorded(RECORDED));
    expect(installed('react')).not.toBe('19.2.4');
    expect(await hostSharedVersions(['react', 'jotai'], { shellDistDir: dist, shellPackage: SHELL_PACKAGE })).toEqual({
      known: true,
      versions: { react: '19.2.4', jotai: '2.9.0' },
    });
  });

  it('asks the shell’s installed packages only where the build has no record (development)', async () => {
    const dist = shellDist();
    expect(await hostSharedVersions(['react', 'react-intl', 'left-pad'], { shellDistDir: dist, shellPackage: SHELL_PACKAGE })).toEqual({
      known: true,
      versions: { react: installed('react'), 'react-intl': installed('react-intl') },
    });
    expect(await hostSharedVersions(['react'], { shellPackage: SHELL_PACKAGE })).toEqual({ known: true, versions: { react: installed('react') } });
  });

  it('says nothing is known without either, or of a record it cannot read, rather than guess from the installed packages', async () => {
    expect(await hostSharedVersions(['react'], { shellDistDir: shellDist(), shellPackage: null })).toEqual({ known: false, versions: {} });
    for (const broken of ['{"shared": {"react": ', '{"versions": {}}', '{"shared": ["react"]}']) {
      expect(await hostSharedVersions(['react'], { shellDistDir: shellDist(broken), shellPackage: SHELL_PACKAGE })).toEqual({
        known: false,
        versions: {},
      });
    }
  });

  it('passes on only what looks like a version', async () => {
    const dist = shellDist(recorded({ react: '19.2.4 <script>', 'react-dom': 19, jotai: '2.9.0-rc.1', 'react-intl': 'x'.repeat(80) }));
    expect(await hostSharedVersions(['react', 'react-dom', 'jotai', 'react-intl'], { shellDistDir: dist, shellPackage: null })).toEqual({
      known: true,
      versions: { jotai: '2.9.0-rc.1' },
    });
  });
});

describe('GET /_deploy/remotes/:name/host on the site server', () => {
  let site: FastifyInstance;

  beforeAll(async () => {
    const registry = await createTestRegistry(mkdtempSync(path.join(root, 'registry-')));
    site = await createSiteServer({
      distDir: shellDist(recorded(RECORDED)),
      runtimeConfig: () => pinnedConfig(registry),
      deploy: { registry, tokens: parseDeployTokens(`ops:${SECRET}`) },
      apiUpstream: 'http://127.0.0.1:1',
      publicOrigin: 'https://ssb.tj',
    });
  });
  afterAll(async () => site?.close());

  it('answers the versions recorded by the shell build it serves', async () => {
    const res = await site.inject({
      url: '/_deploy/remotes/mfe_about/host?shared=react,react-dom,react-intl,jotai',
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      remote: 'mfe_about',
      contractsVersion: CONTRACTS_VERSION,
      sharedKnown: true,
      shared: { react: '19.2.4', 'react-dom': '19.2.4', 'react-intl': '12.0.3', jotai: '2.9.0' },
    });
  });
});
