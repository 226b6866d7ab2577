/**
 * Load on the API over loopback with autocannon: one list and one detail endpoint.
 * Used by `npm run bench` (scripts/bench/main.ts) against the API that `npm start` runs.
 */
import autocannon from 'autocannon';

export interface EndpointLoad {
  path: string;
  rps: number;
  p99: number;
  errors: number;
}

export interface ApiLoad {
  list: EndpointLoad;
  detail: EndpointLoad;
}

const SECONDS = Number(process.env.SSB_BENCH_API_SECONDS ?? 10);

async function load(baseUrl: string, path: string): Promise<EndpointLoad> {
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: 20, duration: SECONDS, pipelining: 1 });
  const errors = result.errors + result.non2xx + result.timeouts;
  return { path, rps: result.requests.average, p99: result.latency.p99, errors };
}

export async function benchApi(baseUrl: string): Promise<ApiLoad> {
  const list = await load(baseUrl, '/api/Credit/?language_id=1');
  const detail = await load(baseUrl, '/api/Credit/1/?language_id=2');
  return { list, detail };
}

// Standalone: `tsx api/scripts/bench/main.ts http://127.0.0.1:8085`
if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8085';
  console.table(await benchApi(base));
}
