/**
 * The API under autocannon on SQLite and PostgreSQL, at the seed's size and at ten times it:
 * list, detail and search endpoints, requests/s and p99 side by side. Needs no running site.
 *
 *   npx tsx api/scripts/bench/main.ts
 *
 * SSB_BENCH_API_SECONDS: seconds per run (default 5; 5 endpoints × 2 scales × 2 databases).
 * SSB_BENCH_DATABASE_URL: a PostgreSQL role that may create databases (default: the local cluster
 * that scripts/pg/local-cluster.sh starts); without one the PostgreSQL column is skipped.
 * `npm run bench` (scripts/bench/main.ts) runs the same and adds it to var/bench/results.*.
 */
import { pathToFileURL } from 'node:url';
import { benchApiMatrix } from './matrix';
import { renderApiBench } from './report';
import { apiFailures, apiGoals, renderGoals } from './goals';

export { benchApiMatrix, headline, type ApiBench } from './matrix';
export type { EndpointLoad } from './load';
export { renderApiBench } from './report';
export { apiFailures, apiGoals } from './goals';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const bench = await benchApiMatrix();
    const failures = apiFailures(bench);
    console.log(`\n${renderApiBench(bench)}\n\n${renderGoals(apiGoals(bench))}`);
    if (failures.length) {
      console.log(`\nBudgets broken:\n${failures.map((f) => `- ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
