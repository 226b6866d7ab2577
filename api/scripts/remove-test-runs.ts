/**
 * Removes the applications the end-to-end suite posted (those stored with a test run), with
 * their documents: `npm run remove-test-runs -w api [-- --run <id>]`. Reads SSB_DATA_DIR like the API.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/database';
import { removeTestRuns } from '../src/features/applications/testRuns';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { run: { type: 'string' } } });
const dataDir = path.resolve(repoRoot, process.env.SSB_DATA_DIR ?? 'var/data');
const db = openDatabase(dataDir);
try {
  const removed = removeTestRuns(db, dataDir, values.run);
  console.log(`removed ${removed} test application(s)${values.run ? ` of run ${values.run}` : ''} from ${path.relative(repoRoot, dataDir) || '.'}`);
} finally {
  db.close();
}
