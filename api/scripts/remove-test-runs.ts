/**
 * Removes the applications the end-to-end suite posted (those stored with a test run), with
 * their documents: `npm run remove-test-runs -w api [-- --run <id>]`. Reads SSB_DATA_DIR,
 * DATABASE_URL and SSB_UPLOAD_STORE like the API.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/database';
import { removeTestRuns } from '../src/features/applications/testRuns';
import { chooseUploadStore } from '../src/features/uploads/chooseUploadStore';
import { storageSettings } from '../src/settings';

const { values } = parseArgs({ options: { run: { type: 'string' } } });
const settings = storageSettings();
const db = await openDatabase(settings);
try {
  const removed = await removeTestRuns(db, chooseUploadStore(db, settings.dataDir, settings.uploadStore), values.run);
  console.log(`removed ${removed} test application(s)${values.run ? ` of run ${values.run}` : ''} from ${db.describe}`);
} finally {
  await db.close();
}
