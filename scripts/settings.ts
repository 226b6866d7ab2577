/**
 * The settings of the local composed site, read from the environment with these defaults.
 * README "Settings" lists them.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName } from '@ssb/contracts/node';
import { remotePackages } from '@ssb/federation-config/workspaces';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const int = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw ? Number.parseInt(raw, 10) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a port number, got ${raw}`);
  return value;
};

export interface RemoteSetting {
  name: RemoteName;
  dir: string;
  port: number;
}

/** A whole number from 0 up (0 turns a feature off). */
const count = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number from 0 up, got ${raw}`);
  return value;
};

/** A user's name as the system knows it. */
const userName = (name: string, fallback: string) => {
  const value = process.env[name] ?? fallback;
  if (!/^[a-z_][a-z0-9_-]{0,31}$/.test(value))
    throw new RangeError(`${name} must be a user name (lower-case letters, digits, - and _), got ${value}`);
  return value;
};

/** A whole number of at least `min`. */
const atLeast = (name: string, fallback: number, min: number) => {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be a whole number of at least ${min}, got ${raw}`);
  return value;
};

/** A share from 0 to 1. */
const share = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new RangeError(`${name} must be a number from 0 to 1, got ${raw}`);
  return value;
};

/** An origin (scheme, host, port), refused when it is anything more or less. */
function publicOrigin(raw: string): string {
  const url = new URL(raw);
  if (!/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, ''))
    throw new RangeError(`SSB_PUBLIC_ORIGIN must be an origin like https://ssb.tj, got ${raw}`);
  return url.origin;
}

/** A comma-separated list setting, without blanks. */
const list = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function readSettings() {
  /** The address every local server binds to. */
  const host = process.env.SSB_HOST ?? '127.0.0.1';
  // Every remote's folder, with the port its package.json declares, moved by SSB_<NAME>_PORT.
  const remotes: RemoteSetting[] = remotePackages().map((remote) => ({
    name: remote.remote as RemoteName,
    dir: remote.dir,
    port: int(remote.portSetting, remote.port),
  }));
  const varDir = path.resolve(repoRoot, process.env.SSB_VAR_DIR ?? 'var');
  const sitePort = int('SSB_SITE_PORT', 8080);
  return {
    host,
    sitePort,
    /**
     * The site's address as visitors know it, for canonical and alternate links. A request's Host
     * header is never trusted for them (anyone can send any Host).
     */
    publicOrigin: publicOrigin(process.env.SSB_PUBLIC_ORIGIN ?? `http://localhost:${sitePort}`),
    apiPort: int('SSB_API_PORT', 8085),
    /**
     * Load balancers in front of the site server (addresses or CIDR ranges), whose
     * X-Forwarded-For names the visitor; unset, the peer is the visitor.
     */
    trustedProxies: list(process.env.SSB_TRUST_PROXY),
    remotes,
    varDir,
    dataDir: path.resolve(repoRoot, process.env.SSB_DATA_DIR ?? path.join(varDir, 'data')),
    /** Where the deploy registry keeps which release of each remote is live. */
    registryFile: path.join(varDir, 'deploy', 'registry.json'),
    /** Origins allowed to serve remotes (comma-separated); unset, loopback only. */
    remoteOrigins: process.env.SSB_REMOTE_ORIGINS,
    /** Deploy tokens; unset, one is made into <var>/deploy-token. */
    deployToken: process.env.SSB_DEPLOY_TOKEN,
    /** Remotes pinned to a development build (`ssb-remote dev` sets it). */
    devRemotes: process.env.SSB_DEV_REMOTES,
    /** Site server processes sharing the port: one per core by default (at most 4). */
    siteProcesses: Math.max(1, count('SSB_SITE_PROCESSES', Math.min(os.availableParallelism(), 4))),
    /** How long an anonymous rendered page is served from memory (ms); 0: never. */
    pageCacheMs: count('SSB_PAGE_CACHE_MS', 10_000),
    /** Server renders one client address may cause a minute (pages the cache did not have); past it, the browser renders. */
    rendersPerMinute: atLeast('SSB_RENDERS_PER_MINUTE', 120, 1),
    /** A port for /metrics on the internal network; unset, /metrics is on the site's own port. */
    metricsPort: process.env.SSB_METRICS_PORT ? int('SSB_METRICS_PORT', 0) : undefined,
    /** The share of page views whose Web Vitals browsers report. */
    vitalsSample: share('SSB_VITALS_SAMPLE', 0.1),
    /**
     * The walls of the render processes that run remotes' server code: the user they run as when
     * the site runs as root, and the memory each may map as a whole (MB; Node alone reserves
     * some 600 of it).
     */
    renderSandbox: { user: userName('SSB_RENDER_USER', 'nobody'), memoryMb: atLeast('SSB_RENDER_MEMORY_MB', 1024, 768) },
    /**
     * The bench's reference only (scripts/bench/main.ts): remotes' server code in worker threads of
     * the site server, to measure what the sandbox costs. Never for a site visitors use.
     */
    benchRenderInThreads: process.env.SSB_BENCH_RENDER_IN_THREADS === '1',
    internetBankingUrl: process.env.SSB_INTERNET_BANKING_URL ?? 'https://ib.ssb.tj/',
    legalInternetBankingUrl: process.env.SSB_LEGAL_INTERNET_BANKING_URL ?? 'https://ib.ssb.tj/business/',
  };
}

export type Settings = ReturnType<typeof readSettings>;
