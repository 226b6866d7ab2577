import type { Db } from '../../db/db';
import { createDatabaseUploadStore } from './databaseUploadStore';
import { createDiskUploadStore } from './diskUploadStore';
import type { UploadStore } from './uploadStore';

export type UploadStoreKind = 'disk' | 'database';

/** The setting, or by default: in the database when it is shared by instances, else on the disk. */
export function chooseUploadStore(db: Db, dataDir: string, kind?: UploadStoreKind): UploadStore {
  return (kind ?? (db.dialect === 'postgres' ? 'database' : 'disk')) === 'database'
    ? createDatabaseUploadStore(db.kysely)
    : createDiskUploadStore(dataDir);
}
