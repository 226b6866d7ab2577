/**
 * `npm run test:team-repo`: a remote taken out of the monorepo, worked on as its team would.
 * 1. The embedded registry starts (a fresh one, on a free loopback port) and the platform
 *    publishes its packages there.
 * 2. mfe-about is copied into a temporary folder with no workspace above it; `ssb-remote create`,
 *    fetched from that registry, writes the repository's files. Nothing else is changed.
 * 3. npm install (the @ssb scope from the registry, the rest from npm's), then its typecheck,
 *    lint, tests and build.
 *    A second remote is started from nothing: `create` in an empty folder, the same checks, a release.
 * 4. The team changes a title and builds again; its own origin (the published origin server)
 *    serves the release; the running site (npm start's, built) deploys it through its registry,
 *    the page is server-rendered with the change, and the rollback restores the page before it.
 * Needs the monorepo built (npm run build); prints one line per step and its time.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { PAGE_READY_ATTRIBUTE } from '@ssb/shell/server';
import { repoRoot } from '../lib/repoRoot';
import { seconds } from '../lib/run';
import { waitFor } from '../lib/waitFor';
import { publishAll } from '../registry/publish';
import { startRegistry } from '../registry/verdaccio';

const exec = promisify(execFile);
const npm = 'npm';
const PORT_BASE = Number(process.env.SSB_TEAM_REPO_PORT_BASE ?? 28080);
const SITE_URL = `http://127.0.0.1:${PORT_BASE}`;
const ORIGIN_PORT = PORT_BASE + 50;
const TEAM_TOKEN = `about-team@mfe_about:team-repository-test-${process.pid}-secret`;
// The change the team ships: the About page's title, in English.
const TITLE = 'About the bank';
const CHANGED_TITLE = 'About the bank, from its own repository';

const children: ChildProcess[] = [];
/** The last lines each started process printed, shown when the test fails. */
const outputs = new Map<string, () => string>();

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    const result = await work();
    console.log(`[team-repo] ${name}: ok (${seconds(started)})`);
    return result;
  } catch (error) {
    console.error(`[team-repo] ${name}: FAILED (${seconds(started)})`);
    throw error;
  }
}

/**
 * The environment a developer's shell would give: this machine's (its CA bundle, its proxy),
 * without the monorepo's own settings and the variables npm run set for this script.
 */
function teamShell(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(SSB_|npm_|INIT_CWD$)/i.test(name)));
  return { ...inherited, ...extra };
}

/** A command in the team's folder; its output is shown only when it fails. */
async function inTeam(dir: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  try {
    const { stdout } = await exec(npm, args, {
      cwd: dir,
      env: teamShell(env),
      timeout: 600_000,
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    console.error(failed.stdout?.slice(-6000), failed.stderr?.slice(-6000));
    throw new Error(`npm ${args.join(' ')} failed in the team's repository`);
  }
}

function startChild(name: string, file: string, args: string[], env: NodeJS.ProcessEnv, cwd = repoRoot): ChildProcess {
  const child = spawn(process.execPath, [file, ...args], { cwd, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  outputs.set(name, () => output);
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`[team-repo] ${name} exited ${code}:\n${output}`);
  });
  children.push(child);
  return child;
}

async function pageTitle(language: string): Promise<string> {
  // A query the page cache has not seen: the answer is this release's render.
  const response = await fetch(`${SITE_URL}/${language}/about?team-repo=${Date.now()}`, { signal: AbortSignal.timeout(15_000) });
  const html = await response.text();
  if (!response.ok) throw new Error(`/${language}/about answered ${response.status}`);
  const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  if (title === undefined)
    throw new Error(
      `/${language}/about has no <h1>: ${html.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>|<head>[\s\S]*<\/head>|<svg[\s\S]*?<\/svg>/g, '').slice(0, 4000)}`,
    );
  return title;
}

/** The class names of every element in the page's main, in document order. */
const mainClasses = () => [...document.querySelectorAll('main *')].map((element) => element.getAttribute('class') ?? '');

/**
 * The deployed page in Chromium:
 * - loaded, its heading is the server's element (marked before any script runs), it hydrates, and
 *   nothing is said of a mismatch;
 * - reached by a client-side navigation instead, the browser renders the same class names as the
 *   server did: the team's browser and server builds of the published ui-kit agree on them.
 */
async function checkInBrowser(expectedTitle: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat|server HTML differed/i.test(message.text()))
        problems.push(`console ${message.type()}: ${message.text()}`);
    });
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const heading = document.querySelector('main h1');
        if (heading) Object.assign(heading, { fromServer: true });
      }),
    );
    const ready = () => page.waitForFunction((name) => document.documentElement.hasAttribute(name), PAGE_READY_ATTRIBUTE, { timeout: 30_000 });
    await page.goto(`${SITE_URL}/en/about?team-repo-browser=${Date.now()}`, { timeout: 30_000 });
    await ready();
    const heading = await page
      .locator('main h1')
      .evaluate((h) => ({ text: h.textContent, fromServer: (h as HTMLElement & { fromServer?: boolean }).fromServer === true }));
    if (heading.text !== expectedTitle || !heading.fromServer) throw new Error(`in Chromium the heading is ${JSON.stringify(heading)}`);
    const fromServer = await page.evaluate(mainClasses);
    if (!fromServer.some((classes) => /\bsc-/.test(classes))) throw new Error('the server rendered no styled component in main');

    await page.goto(`${SITE_URL}/en?team-repo-browser=${Date.now()}`, { timeout: 30_000 });
    await ready();
    // The About tab (its audience in the query): react-router renders the page in the browser.
    await page.locator('a[href^="/en/about?"]').first().click();
    await page.locator('main h1', { hasText: expectedTitle }).waitFor({ timeout: 15_000 });
    const fromBrowser = await page.evaluate(mainClasses);
    const differing = fromServer.map((classes, i) => [classes, fromBrowser[i]]).filter(([a, b]) => a !== b);
    if (fromServer.length !== fromBrowser.length || differing.length > 0)
      throw new Error(
        `the browser rendered other class names than the server (${fromServer.length} against ${fromBrowser.length} elements): ${JSON.stringify(differing.slice(0, 5))}`,
      );
    if (problems.length > 0) throw new Error(`the page said:\n${problems.join('\n')}`);
  } finally {
    await browser.close();
  }
}

/** What a team runs first: the platform's command, fetched from the registry before anything is installed. */
const createCommand = (remote: string, registryUrl: string) => [
  'exec',
  '--yes',
  `--@ssb:registry=${registryUrl}`,
  '--package=@ssb/federation-config',
  '--',
  'ssb-remote',
  'create',
  remote,
  '--registry',
  registryUrl,
];

async function main(): Promise<void> {
  if (!existsSync(path.join(repoRoot, 'shell/dist')) || !existsSync(path.join(repoRoot, 'site-server/dist')))
    throw new Error('the site is not built: npm run build first');
  const root = mkdtempSync(path.join(os.tmpdir(), 'ssb-team-repo-'));
  const team = path.join(root, 'mfe-about');
  const registry = await step('registry started', () => startRegistry({ storageDir: path.join(root, 'registry'), host: '127.0.0.1', port: 0 }));
  try {
    await step('platform packages published', () => publishAll(registry.url, path.join(root, 'registry')));

    await step('remote copied out, create wrote its files', async () => {
      cpSync(path.join(repoRoot, 'mfe-about'), team, {
        recursive: true,
        filter: (file) => !/[\\/](node_modules|dist|\.swc)$/.test(file),
      });
      if (existsSync(path.join(root, 'package.json'))) throw new Error('a workspace above the copy');
      await inTeam(team, createCommand('about', registry.url));
    });

    await step('npm install', () => inTeam(team, ['install', '--no-audit', '--no-fund']));
    for (const check of ['typecheck', 'lint', 'test']) await step(`npm run ${check}`, () => inTeam(team, ['run', check]));
    await step('npm run build', () => inTeam(team, ['run', 'build'], { NODE_ENV: 'production' }));

    // A remote started from nothing: create in an empty folder, then the same checks and a release.
    const fresh = path.join(root, 'new-remote');
    await step('a new remote created from nothing', async () => {
      mkdirSync(fresh);
      await inTeam(fresh, createCommand('calculators', registry.url));
      await inTeam(fresh, ['install', '--no-audit', '--no-fund']);
      for (const check of ['typecheck', 'lint', 'test']) await inTeam(fresh, ['run', check]);
      const built = await inTeam(fresh, ['run', 'build'], { NODE_ENV: 'production' });
      if (!/release \S+ in/.test(built)) throw new Error(`the new remote's build named no release:\n${built}`);
    });

    const en = path.join(team, 'src/i18n/en.ts');
    const catalog = readFileSync(en, 'utf8');
    if (!catalog.includes(`'about.title': '${TITLE}'`)) throw new Error(`en.ts has no title "${TITLE}"`);
    writeFileSync(en, catalog.replace(`'about.title': '${TITLE}'`, `'about.title': '${CHANGED_TITLE}'`));
    const changedBuild = await step('the change built', () => inTeam(team, ['run', 'build'], { NODE_ENV: 'production' }));
    const releaseId = /release (\S+) in/.exec(changedBuild)?.[1];
    if (!releaseId) throw new Error(`no release id in the build's output:\n${changedBuild}`);

    await step('the team origin and the site started', async () => {
      startChild('team origin', path.join(team, 'node_modules/@ssb/federation-config/dist/origin/origin.mjs'), [], {
        SSB_ORIGIN_DIR: path.join(team, 'dist'),
        SSB_ORIGIN_PORT: String(ORIGIN_PORT),
        SSB_ORIGIN_NAME: 'about-team',
      });
      startChild('site', path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), ['scripts/start.ts', '--no-build'], {
        HOME: process.env.HOME ?? os.homedir(),
        SSB_VAR_DIR: path.join(root, 'site-var'),
        SSB_SITE_PORT: String(PORT_BASE),
        SSB_API_PORT: String(PORT_BASE + 5),
        SSB_BACKOFFICE_PORT: String(PORT_BASE + 6),
        SSB_DEV_IDENTITY_PORT: String(PORT_BASE + 7),
        SSB_PRODUCTS_PORT: String(PORT_BASE + 1),
        SSB_CALCULATORS_PORT: String(PORT_BASE + 2),
        SSB_APPLICATIONS_PORT: String(PORT_BASE + 3),
        SSB_ABOUT_PORT: String(PORT_BASE + 4),
        SSB_DEPLOY_TOKEN: TEAM_TOKEN,
        LOG_LEVEL: 'warn',
      });
      await waitFor(`http://127.0.0.1:${ORIGIN_PORT}/releases/${releaseId}/mf-manifest.json`, 30_000);
      await waitFor(`${SITE_URL}/healthz`, 120_000);
    });

    const before = await pageTitle('en');
    if (before !== TITLE) throw new Error(`the live page's title is "${before}", not "${TITLE}"`);
    const teamEnv = { SSB_SITE_URL: SITE_URL, SSB_DEPLOY_TOKEN: TEAM_TOKEN };
    await step(`deployed ${releaseId} from the team's origin`, () =>
      inTeam(team, ['run', 'deploy', '--', `http://127.0.0.1:${ORIGIN_PORT}/releases/${releaseId}/mf-manifest.json`], teamEnv),
    );
    const after = await pageTitle('en');
    if (after !== CHANGED_TITLE) throw new Error(`after the deploy the page's title is "${after}", not "${CHANGED_TITLE}"`);
    console.log(`[team-repo] /en/about server-rendered "${after}"`);
    await step('hydrated in Chromium; the same class names rendered in the browser', () => checkInBrowser(CHANGED_TITLE));
    await step('rolled back', () => inTeam(team, ['run', 'rollback'], teamEnv));
    const restored = await pageTitle('en');
    if (restored !== TITLE) throw new Error(`after the rollback the page's title is "${restored}", not "${TITLE}"`);
    console.log(`[team-repo] /en/about server-rendered "${restored}" again`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await registry.close();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    rmSync(root, { recursive: true, force: true });
  }
}

const started = Date.now();
main().then(
  () => console.log(`[team-repo] passed in ${seconds(started)}`),
  (error: unknown) => {
    console.error(`[team-repo] ${error instanceof Error ? error.message : String(error)}`);
    for (const [name, output] of outputs) console.error(`[team-repo] ${name}'s last output:\n${output()}`);
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
  },
);
