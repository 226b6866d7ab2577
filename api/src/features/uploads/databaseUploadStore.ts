/**
 * Documents as rows of `upload_blob`, written in the application's own transaction: the
 * document and the application commit together or not at all, so there is nothing to finish,
 * and deleting the application deletes its documents (the foreign key cascades).
 */
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { UploadStore } from './uploadStore';

export function createDatabaseUploadStore(kysely: Kysely<Schema>): UploadStore {
  return {
    kind: 'database',
    stage: async () => undefined,
    async write(trx, documents) {
      for (const d of documents) await trx.insertInto('upload_blob').values({ stored_name: d.storedName, data: d.data }).execute();
    },
    publish: async () => undefined,
    discard: async () => undefined,
    async read(storedName) {
      const row = await kysely.selectFrom('upload_blob').select('data').where('stored_name', '=', storedName).executeTakeFirst();
      return row ? Buffer.from(row.data) : undefined;
    },
    async replace(storedName, data) {
      await kysely.updateTable('upload_blob').set({ data }).where('stored_name', '=', storedName).execute();
    },
    remove: async () => undefined,
    sweep: async () => ({ finished: [], removed: [] }),
    ready: async () => 'documents in the database',
  };
}
