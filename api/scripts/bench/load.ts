/**
 * The endpoints the bench loads and one autocannon run on each. autocannon runs in a worker
 * thread: the API instance is in the bench's own process, and a load generator on the same
 * event loop would take its turns from the API and slow both.
 */
import autocannon from 'autocannon';
import type { LanguageId } from '../../src/shared/language';

export const CONNECTIONS = 20;

/** The seed as it is, then ten times it (multiplySeed runs once, on the seed alone). */
export const SCALES = [1, 10] as const;

export type EndpointName = 'creditList' | 'newsList' | 'creditDetail' | 'newsDetail' | 'search' | 'searchUncached';

export interface Endpoint {
  name: EndpointName;
  /** What the table calls it. */
  label: string;
  /** Content lists, details and search answer from the instance's memory after the first request. */
  cached: boolean;
  /** Measured on an instance that keeps no search answer: every request asks the index. */
  uncachedSearch?: boolean;
  /** Requests in turn on every connection. */
  paths: string[];
}

export interface EndpointLoad {
  /** The first path (search: one of several). */
  path: string;
  /** Requests per second (mean of the per-second counts). */
  rps: number;
  /** Latency in ms: the 99th percentile (whole ms, as autocannon records it) and the mean. */
  p99: number;
  mean: number;
  /** Connection errors and timeouts, and answers other than 2xx. */
  errors: number;
}

/**
 * Searches in the three languages, one word or two, each finding something in the seed: visitors'
 * common queries, answered from memory after the first; and the same on an instance that keeps no
 * answer (what the first visitor to ask gets: one query string would measure one plan).
 */
const SEARCHES: [LanguageId, string][] = [
  [1, 'корт'],
  [1, 'амонат'],
  [1, 'бонк'],
  [2, 'кредит'],
  [2, 'вклад'],
  [2, 'перевод'],
  [2, 'карта банка'],
  [3, 'loan'],
  [3, 'deposit'],
  [3, 'transfer'],
  [3, 'bank card'],
];

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The endpoints, with ids and slugs the seed has (the first credit, the newest news item). */
export async function resolveEndpoints(baseUrl: string): Promise<Endpoint[]> {
  const credits = await getJson<{ results: { id: number }[] }>(baseUrl, '/api/Credit/?language_id=2');
  const news = await getJson<{ results: { slug: string }[] }>(baseUrl, '/api/news/?language_id=2&page=1');
  const creditId = credits.results[0]?.id;
  const slug = news.results[0]?.slug;
  if (creditId === undefined || slug === undefined) throw new Error('the seed has no credit or no news item');
  const searchPaths = SEARCHES.map(([lang, q]) => `/api/search/?language_id=${lang}&q=${encodeURIComponent(q)}`);
  return [
    { name: 'newsList', label: 'list GET /api/news/ (paged, page 1)', cached: true, paths: ['/api/news/?language_id=2&page=1'] },
    { name: 'creditList', label: 'list GET /api/Credit/ (all credits)', cached: true, paths: ['/api/Credit/?language_id=1'] },
    { name: 'newsDetail', label: 'detail GET /api/news/{slug}/', cached: true, paths: [`/api/news/${slug}/?language_id=2`] },
    { name: 'creditDetail', label: 'detail GET /api/Credit/{id}/', cached: true, paths: [`/api/Credit/${creditId}/?language_id=2`] },
    { name: 'search', label: `search GET /api/search/ (${SEARCHES.length} queries, 3 languages)`, cached: true, paths: searchPaths },
    {
      name: 'searchUncached',
      label: 'search, no answer kept (each request asks the index)',
      cached: false,
      uncachedSearch: true,
      paths: searchPaths,
    },
  ];
}

/**
 * Asks every path once before the load: each must answer 200 (and a search must find
 * something), and content answers are then in the cache, as for every visitor but the first.
 * Returns the paged list's item count, to show what the scale did.
 */
export async function warmUp(baseUrl: string, endpoints: Endpoint[]): Promise<number> {
  // 'search' and 'searchUncached' ask the same paths: each instance warms what it serves.
  let newsCount = 0;
  for (const e of endpoints) {
    for (const path of e.paths) {
      const body = await getJson<{ count?: number; results?: unknown[] }>(baseUrl, path);
      if (e.name === 'newsList') newsCount = body.count ?? 0;
      if (e.name === 'search' && !body.results?.length) throw new Error(`GET ${path} found nothing: the bench would measure an empty search`);
    }
  }
  return newsCount;
}

/**
 * Visitors' addresses (a documentation range), as the site server's proxy names them in
 * X-Forwarded-For: the API counts each visitor's requests (on PostgreSQL in a shared table), as it
 * would count the load generator's own address without the header (no address is exempt). Many
 * visitors, not one, so that no single counter is the bottleneck; the limits are set out of reach.
 */
export const VISITORS = 64;

/** The requests each connection sends in turn: every path, each visitor. */
function requests(paths: string[]) {
  return Array.from({ length: Math.max(VISITORS, paths.length) }, (_, i) => ({
    method: 'GET' as const,
    path: paths[i % paths.length] ?? '/',
    headers: { 'x-forwarded-for': `203.0.113.${(i % VISITORS) + 1}` },
  }));
}

/**
 * A second of load on every endpoint, not recorded: the first measured run would otherwise pay
 * for compiling the hot code and for opening the PostgreSQL pool's connections.
 */
export async function warmLoad(baseUrl: string, endpoints: Endpoint[]): Promise<void> {
  await autocannon({ url: baseUrl, connections: CONNECTIONS, duration: 1, workers: 1, requests: requests(endpoints.flatMap((e) => e.paths)) });
}

export async function load(baseUrl: string, endpoint: Endpoint, seconds: number): Promise<EndpointLoad> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    workers: 1,
    requests: requests(endpoint.paths),
  });
  return {
    path: endpoint.paths[0] ?? '',
    rps: result.requests.average,
    p99: result.latency.p99,
    mean: result.latency.average,
    // `errors` counts timeouts too.
    errors: result.errors + result.non2xx,
  };
}
