/**
 * `npm run test:pg`: the API's whole Jest suite, the site server's registry tests and the back
 * office's sessions on PostgreSQL, then the test with two API and two site-server instances on one database
 * (scripts/scale/twoInstances.ts). The server is SSB_TEST_DATABASE_URL, an admin URL whose role
 * may create databases (every test makes its own); without it, Debian's local cluster is
 * started and used (scripts/pg/local-cluster.sh, as root).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { run, seconds } from './lib/run';
import { repoRoot } from './lib/repoRoot';

function databaseServer(): string {
  if (process.env.SSB_TEST_DATABASE_URL) return process.env.SSB_TEST_DATABASE_URL;
  console.log('SSB_TEST_DATABASE_URL is not set: starting the local PostgreSQL cluster');
  const out = execFileSync('bash', [path.join(repoRoot, 'scripts/pg/local-cluster.sh')], { encoding: 'utf8' });
  return out.trim().split('\n').at(-1) ?? '';
}

async function main() {
  const url = databaseServer();
  const env = { ...process.env, SSB_TEST_DATABASE_URL: url };
  console.log(`PostgreSQL: ${new URL(url).host}`);
  const started = Date.now();
  const jest = await run(process.execPath, ['node_modules/jest/bin/jest.js', '--selectProjects', 'api', 'site-server', 'backoffice'], { env });
  console.log(`\nAPI, site-server and back-office suites on PostgreSQL: ${jest === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
  if (jest !== 0) process.exit(jest);
  const t = Date.now();
  const scale = await run(process.execPath, ['--import', 'tsx', 'scripts/scale/twoInstances.ts'], { env });
  console.log(`two instances of each on one database: ${scale === 0 ? 'passed' : 'FAILED'} in ${seconds(t)}`);
  process.exit(scale);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
