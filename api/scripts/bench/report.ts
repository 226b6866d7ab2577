/** The API bench as Markdown: one table, the databases side by side, then how latency grows with the data. */
import type { Dialect } from '../../src/db/db';
import type { EndpointLoad } from './load';
import { SCALES, type ApiBench, type DatabaseRun } from './matrix';

const COLUMNS: Dialect[] = ['sqlite', 'postgres'];
const NAMES: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const cells = (load: EndpointLoad | undefined) => (load ? [thousands(load.rps), `${load.p99} ms`, String(load.errors)] : ['–', '–', '–']);
const times = (r: number | null | undefined) => (r === null || r === undefined ? 'n/a' : `×${r.toFixed(1)}`);

function runOf(databases: DatabaseRun[], dialect: Dialect, scale: number) {
  const d = databases.find((x) => x.dialect === dialect);
  return d && 'runs' in d ? d.runs.find((r) => r.scale === scale) : undefined;
}

export function renderApiBench(bench: ApiBench): string {
  const { databases } = bench;
  const header = COLUMNS.flatMap((c) => [`${NAMES[c]} req/s`, `${NAMES[c]} p99`, `${NAMES[c]} errors`]);
  const lines = [
    `API under load: autocannon (a worker thread), ${bench.connections} connections, ${bench.seconds} s per run, loopback; ` +
      'a fresh API instance in the bench’s process per database and scale.',
    '',
    `| endpoint | scale | ${header.join(' | ')} |`,
    `|---|---|${header.map(() => '---:').join('|')}|`,
  ];
  for (const e of bench.endpoints) {
    for (const scale of SCALES) {
      const row = COLUMNS.flatMap((c) => cells(runOf(databases, c, scale)?.endpoints[e.name]));
      lines.push(`| ${scale === SCALES[0] ? `${e.label}${e.cached ? ' †' : ''}` : ''} | ${scale}× | ${row.join(' | ')} |`);
    }
  }

  lines.push('', '| latency 1× → 10× | ' + COLUMNS.map((c) => `${NAMES[c]} p99`).join(' | ') + ' |', `|---|${COLUMNS.map(() => '---:').join('|')}|`);
  for (const e of bench.endpoints) {
    const row = COLUMNS.map((c) => {
      const g = bench.growth[c]?.[e.name];
      const [small, large] = [runOf(databases, c, 1)?.endpoints[e.name], runOf(databases, c, 10)?.endpoints[e.name]];
      return g && small && large ? `${small.p99} → ${large.p99} ms, ${times(g.p99)} (mean ${times(g.mean)})` : '–';
    });
    lines.push(`| ${e.label} | ${row.join(' | ')} |`);
  }

  lines.push(
    '',
    `- Every request carries one of ${bench.visitors} visitor addresses in X-Forwarded-For, as the site server’s proxy sends them: the rate limiter counts it ` +
      '(in memory on SQLite; on PostgreSQL one upsert per request in the shared, unlogged rate_limit table). The request log is on, as in production, and discarded.',
    '- † answered from the instance’s memory after the first request for that URL (content lists, details and search answers are cached per ' +
      'instance until staff publish): what a visitor gets, not a database query per request. The uncached search row is a second instance ' +
      'that keeps no search answer: every request queries the database and ranks.',
  );
  for (const d of databases) {
    if ('skipped' in d) {
      lines.push(`- ${NAMES[d.dialect]} skipped: ${d.skipped}`);
      continue;
    }
    const sizes = d.runs.map(
      (r) => `${r.scale}× ${thousands(r.content)} content rows, ${thousands(r.documents)} search documents, ${r.newsCount} news`,
    );
    lines.push(
      `- ${NAMES[d.dialect]} (${d.describe}): ${sizes.join('; ')}.${d.dialect === 'postgres' ? ' Vacuumed and analysed after loading.' : ''}`,
    );
  }
  return lines.join('\n');
}
