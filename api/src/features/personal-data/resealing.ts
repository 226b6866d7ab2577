/**
 * Sealing again what is not sealed under the ring's current key: forms and documents stored
 * before sealing existed (at every start, `legacy` only), and, after a key rotation, everything
 * still under an older key (`npm run reseal -w api`). A form is opened and sealed again in one
 * statement per row, with its blind indexes remade; a document is replaced whole, durably. Rows
 * are walked by id in batches, so the pass is bounded in memory and may be interrupted and run
 * again: what it finished stays finished.
 */
import type { KeyRing } from '@ssb/server-kit/keyRing';
import type { Db } from '../../db/db';
import type { UploadStore } from '../uploads';
import { nameTokensOf, phoneIndexOf } from './blindIndex';
import { formKeyOf, openForm, openNote, sealForm, sealNote } from './sealedFields';
import { documentContext } from './sealedUploadStore';

const BATCH = 200;

export interface ResealCounts {
  forms: number;
  documents: number;
  notes: number;
}

/** `legacy`: only what was never sealed; `all`: also what an older key sealed. */
export type ResealScope = 'legacy' | 'all';

/** Seals again what needs it; `uploads` is the raw store (its bytes as stored, not opened). */
export async function reseal(db: Db, uploads: UploadStore, keys: KeyRing, scope: ResealScope): Promise<ResealCounts> {
  const needs = (key: string | null) => key === null || (scope === 'all' && key !== keys.currentId);
  const counts: ResealCounts = { forms: 0, documents: 0, notes: 0 };
  const { kysely } = db;

  let after = '';
  for (;;) {
    const rows = await kysely.selectFrom('application').select(['id', 'fields']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
    if (rows.length === 0) break;
    after = (rows.at(-1) as (typeof rows)[number]).id;
    for (const row of rows) {
      if (!needs(formKeyOf(keys, row.fields))) continue;
      const files = await kysely.selectFrom('application_file').select(['field', 'original_name']).where('application_id', '=', row.id).execute();
      const form = openForm(keys, row.id, row.fields, Object.fromEntries(files.map((f) => [f.field, f.original_name])));
      const tokens = nameTokensOf(keys, form.fields);
      await kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable('application')
          .set({ fields: sealForm(keys, row.id, form), phone_index: phoneIndexOf(keys, form.fields.phone ?? ''), email: null })
          .where('id', '=', row.id)
          .execute();
        // The names were in the clear before sealing: they are in the sealed form now.
        await trx.updateTable('application_file').set({ original_name: '' }).where('application_id', '=', row.id).execute();
        await trx.deleteFrom('application_name_index').where('application_id', '=', row.id).execute();
        if (tokens.length > 0)
          await trx
            .insertInto('application_name_index')
            .values(tokens.map((token) => ({ application_id: row.id, token })))
            .execute();
      });
      counts.forms++;
    }
  }

  let afterName = '';
  for (;;) {
    const files = await kysely
      .selectFrom('application_file')
      .select('stored_name')
      .where('stored_name', '>', afterName)
      .where('scan_status', '!=', 'infected')
      .orderBy('stored_name')
      .limit(BATCH)
      .execute();
    if (files.length === 0) break;
    afterName = (files.at(-1) as (typeof files)[number]).stored_name;
    for (const { stored_name } of files) {
      const data = await uploads.read(stored_name);
      if (data === undefined) continue;
      const key = keys.keyOf(data);
      if (!needs(key)) continue;
      const plain = key === null ? data : keys.open(data, documentContext(stored_name));
      await uploads.replace(stored_name, keys.seal(plain, documentContext(stored_name)));
      counts.documents++;
    }
  }

  if (scope === 'all') {
    let afterId = 0;
    for (;;) {
      const notes = await kysely
        .selectFrom('application_event')
        .select(['id', 'application_id', 'note'])
        .where('id', '>', afterId)
        .where('note', 'is not', null)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (notes.length === 0) break;
      afterId = Number((notes.at(-1) as (typeof notes)[number]).id);
      for (const n of notes) {
        const sealed = Buffer.from(n.note as string, 'base64');
        if (keys.keyOf(sealed) === keys.currentId) continue;
        const note = sealNote(keys, n.application_id, openNote(keys, n.application_id, n.note as string));
        await kysely.updateTable('application_event').set({ note }).where('id', '=', n.id).execute();
        counts.notes++;
      }
    }
  }
  return counts;
}
