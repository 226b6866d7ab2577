/**
 * Where the API keeps its data, from the environment (api/README.md): the data folder
 * (SSB_DATA_DIR), the shared database (DATABASE_URL) and the upload store (SSB_UPLOAD_STORE).
 * Read by the server and by the maintenance scripts alike.
 */
import path from 'node:path';
import { REPO_ROOT } from './paths';
import type { UploadStoreKind } from './features/applications/uploads/chooseUploadStore';

export interface StorageSettings {
  dataDir: string;
  databaseUrl: string | undefined;
  uploadStore: UploadStoreKind | undefined;
}

export function storageSettings(env: NodeJS.ProcessEnv = process.env): StorageSettings {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL');
  const uploadStore = env.SSB_UPLOAD_STORE || undefined;
  if (uploadStore !== undefined && uploadStore !== 'disk' && uploadStore !== 'database') throw new Error('SSB_UPLOAD_STORE is disk or database');
  return { dataDir: path.resolve(REPO_ROOT, env.SSB_DATA_DIR ?? 'var/data'), databaseUrl, uploadStore };
}
