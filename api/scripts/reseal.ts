/**
 * After a key rotation (a new first key in SSB_DATA_KEYS, the old ones kept below it), seals
 * every form, note and document still under an older key with the new one:
 * `npm run reseal -w api`. Reads SSB_DATA_DIR, DATABASE_URL, SSB_UPLOAD_STORE and SSB_DATA_KEYS
 * (or SSB_DATA_KEYS_FILE) like the API; safe to run while the API serves, and again after an
 * interruption. When it has finished, the old keys may leave the ring.
 */
import { openDatabase } from '../src/db/database';
import { chooseUploadStore } from '../src/features/uploads/chooseUploadStore';
import { keyRingOf } from '../src/features/personal-data/keyRingSource';
import { reseal } from '../src/features/personal-data/resealing';
import { readApiSettings, storageSettings } from '../src/settings';

const settings = storageSettings();
const { options } = readApiSettings(process.env);
const db = await openDatabase(settings);
try {
  const keys = keyRingOf({ ...options, dataDir: settings.dataDir }, (message) => console.warn(message));
  const started = Date.now();
  const counts = await reseal(db, chooseUploadStore(db, settings.dataDir, settings.uploadStore), keys, 'all');
  console.log(
    `sealed under ${keys.currentId}: ${counts.forms} form(s), ${counts.documents} document(s), ${counts.notes} note(s) in ${((Date.now() - started) / 1000).toFixed(1)} s (${db.describe})`,
  );
} finally {
  await db.close();
}
