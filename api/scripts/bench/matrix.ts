/**
 * The API bench: the same endpoints on SQLite and on PostgreSQL, at the seed's size and at ten
 * times it. API instances run in this process (buildApp, a free port on loopback, rate limits
 * out of the way); each database and scale gets a fresh instance, so its answer cache starts
 * empty. Temp folders and databases are removed at the end, on failure and on Ctrl-C too.
 */
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { newKeyRingText } from '@ssb/server-kit/keyRing';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import type { Dialect } from '../../src/db/db';
import { seedIfEmpty } from '../../src/features/content/seed/loadSeed';
import { CONNECTIONS, SCALES, VISITORS, load, resolveEndpoints, warmLoad, warmUp, type Endpoint, type EndpointLoad, type EndpointName } from './load';
import { multiplySeed, sizeOf } from './scale';
import { findPostgres, postgresStorage, redact, removeAll, sqliteStorage, type Storage } from './storage';

export { SCALES };
type Scale = (typeof SCALES)[number];

interface ScaleRun {
  scale: Scale;
  /** Content rows (every kind and language) and search documents the database held. */
  content: number;
  documents: number;
  /** Items of the paged news list. */
  newsCount: number;
  endpoints: Partial<Record<EndpointName, EndpointLoad>>;
}

export type DatabaseRun = { dialect: Dialect; describe: string; runs: ScaleRun[] } | { dialect: Dialect; skipped: string };

export interface ApiBench {
  date: string;
  seconds: number;
  connections: number;
  /** Distinct X-Forwarded-For addresses the requests carry. */
  visitors: number;
  endpoints: Omit<Endpoint, 'paths'>[];
  databases: DatabaseRun[];
  /** Latency at 10× over latency at 1×, per database and endpoint (p99 and mean). */
  growth: Partial<Record<Dialect, Partial<Record<EndpointName, { p99: number | null; mean: number | null }>>>>;
}

export interface BenchOptions {
  /** Seconds per autocannon run (default SSB_BENCH_API_SECONDS, else 5). */
  seconds?: number;
  log?: (line: string) => void;
}

const DIALECT_NAMES: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

function secondsFromEnv(): number {
  const raw = process.env.SSB_BENCH_API_SECONDS;
  const seconds = raw ? Number(raw) : 5;
  if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError(`SSB_BENCH_API_SECONDS must be a positive number of seconds, got ${raw}`);
  return seconds;
}

/**
 * Seeds the database (as the API would), multiplies it for a larger scale, and on PostgreSQL
 * does what autovacuum soon does to freshly loaded tables: planner statistics, and the GIN
 * index's pending entries merged (until then the planner leaves the index aside and a search
 * tests every document of the language).
 */
async function prepare(storage: Storage, scale: Scale) {
  const db = await openDatabase(storage.options);
  try {
    await seedIfEmpty(db);
    if (scale > 1) await multiplySeed(db, scale);
    if (db.dialect === 'postgres') await sql`VACUUM ANALYZE credit, credit_text, content, search_index`.execute(db.kysely);
    return await sizeOf(db);
  } finally {
    await db.close();
  }
}

/** The request log on, as `npm start` runs the API, but written nowhere: its cost is part of every answer. */
const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** The bench's throwaway instances' key ring for personal data (PostgreSQL requires one; the bench stores none). */
const BENCH_DATA_KEYS = newKeyRingText('bench');

async function startApi(storage: Storage, { searchAnswerCache = true } = {}) {
  const app = await buildApp({
    ...storage.options,
    dataKeys: BENCH_DATA_KEYS,
    logger: { level: 'info', stream: discard() },
    rateLimitMax: 1e9,
    rateLimits: { readMax: 1e9, searchMax: 1e9 },
    searchAnswerCache,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

async function benchOn(storage: Storage, seconds: number, log: (line: string) => void) {
  const name = DIALECT_NAMES[storage.dialect];
  const runs: ScaleRun[] = [];
  let endpoints: Endpoint[] = [];
  for (const scale of SCALES) {
    const size = await prepare(storage, scale);
    const run: ScaleRun = { scale, ...size, newsCount: 0, endpoints: {} };
    // The endpoints as visitors get them, then search on an instance that keeps no answer.
    for (const uncachedSearch of [false, true]) {
      const api = await startApi(storage, { searchAnswerCache: !uncachedSearch });
      try {
        endpoints = await resolveEndpoints(api.baseUrl);
        const here = endpoints.filter((e) => (e.uncachedSearch ?? false) === uncachedSearch);
        const newsCount = await warmUp(api.baseUrl, here);
        if (!uncachedSearch) run.newsCount = newsCount;
        await warmLoad(api.baseUrl, here);
        for (const endpoint of here) {
          const result = await load(api.baseUrl, endpoint, seconds);
          run.endpoints[endpoint.name] = result;
          log(`${name} ${scale}×, ${endpoint.label}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.errors} errors`);
        }
      } finally {
        await api.close();
      }
    }
    runs.push(run);
  }
  return { runs, endpoints };
}

const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b !== undefined && b > 0 ? a / b : null);

function growth(databases: DatabaseRun[]): ApiBench['growth'] {
  const out: ApiBench['growth'] = {};
  for (const d of databases) {
    if ('skipped' in d) continue;
    const [small, large] = [d.runs.find((r) => r.scale === SCALES[0]), d.runs.find((r) => r.scale === SCALES[1])];
    if (!small || !large) continue;
    const perEndpoint: Partial<Record<EndpointName, { p99: number | null; mean: number | null }>> = {};
    for (const name of Object.keys(small.endpoints) as EndpointName[]) {
      const [a, b] = [small.endpoints[name], large.endpoints[name]];
      perEndpoint[name] = { p99: ratio(b?.p99, a?.p99), mean: ratio(b?.mean, a?.mean) };
    }
    out[d.dialect] = perEndpoint;
  }
  return out;
}

export async function benchApiMatrix(options: BenchOptions = {}): Promise<ApiBench> {
  const seconds = options.seconds ?? secondsFromEnv();
  const log = options.log ?? ((line: string) => console.log(`[bench] API ${line}`));
  // Stopped half-way: the throwaway databases and folders go all the same.
  const stop = (signal: NodeJS.Signals) => void removeAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  let endpoints: Endpoint[] = [];
  const databases: DatabaseRun[] = [];
  const skip = (skipped: string) => {
    log(`PostgreSQL skipped: ${skipped}`);
    databases.push({ dialect: 'postgres', skipped });
  };
  try {
    const sqlite = sqliteStorage();
    try {
      const measured = await benchOn(sqlite, seconds, log);
      endpoints = measured.endpoints;
      databases.push({ dialect: 'sqlite', describe: 'a file in a temp folder', runs: measured.runs });
    } finally {
      await sqlite.remove();
    }
    const found = await findPostgres();
    const postgres =
      'skipped' in found
        ? found.skipped
        : await postgresStorage(found.url).catch(
            (error: unknown) => `no database made on ${redact(found.url)}: ${error instanceof Error ? error.message : String(error)}`,
          );
    if (typeof postgres === 'string') skip(postgres);
    else {
      try {
        const measured = await benchOn(postgres, seconds, log);
        const server = redact(postgres.options.databaseUrl ?? '').replace(/\/[^/]*$/, '');
        databases.push({ dialect: 'postgres', describe: `a throwaway database on ${server}`, runs: measured.runs });
      } finally {
        await postgres.remove();
      }
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await removeAll();
  }
  return {
    date: new Date().toISOString(),
    seconds,
    connections: CONNECTIONS,
    visitors: VISITORS,
    endpoints: endpoints.map(({ name, label, cached }) => ({ name, label, cached })),
    databases,
    growth: growth(databases),
  };
}

/** The figures the bench always reported, and its budgets judge: credits on SQLite (what `npm start` uses) at the seed's size. */
export function headline(bench: ApiBench): { list: EndpointLoad; detail: EndpointLoad } | undefined {
  const sqlite = bench.databases.find((d) => d.dialect === 'sqlite');
  const run = sqlite && 'runs' in sqlite ? sqlite.runs.find((r) => r.scale === 1) : undefined;
  const [list, detail] = [run?.endpoints.creditList, run?.endpoints.creditDetail];
  return list && detail ? { list, detail } : undefined;
}
