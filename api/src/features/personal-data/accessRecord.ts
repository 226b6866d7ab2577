/**
 * The access record: every view of an application, a list of applications or a document by a
 * staff member, with who, when and what (the application's reference, the document's field),
 * written before the answer leaves. It names no applicant: an administrator reads it in the back
 * office, filtered by person, reference, action and time.
 */
import type { Db } from '../../db/db';

export const ACCESS_ACTIONS = ['applications.list', 'application.view', 'document.view'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export interface AccessEntry {
  id: number;
  at: string;
  staffSub: string;
  staffName: string;
  action: string;
  applicationId: string | null;
  reference: string | null;
  detail: string | null;
}

export interface AccessFilter {
  staff?: string | undefined;
  reference?: string | undefined;
  action?: AccessAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Entries older than this id (the next page). */
  before?: number | undefined;
  limit: number;
}

export function accessRecord(db: Db, now = () => new Date()) {
  const { kysely } = db;
  return {
    async record(entry: {
      staffSub: string;
      staffName: string;
      action: AccessAction;
      applicationId?: string | null;
      reference?: string | null;
      detail?: string | null;
    }) {
      await kysely
        .insertInto('staff_access')
        .values({
          at: now().toISOString(),
          staff_sub: entry.staffSub,
          staff_name: entry.staffName,
          action: entry.action,
          application_id: entry.applicationId ?? null,
          reference: entry.reference ?? null,
          detail: entry.detail ?? null,
        })
        .execute();
    },
    async list(filter: AccessFilter): Promise<AccessEntry[]> {
      let query = kysely
        .selectFrom('staff_access')
        .select(['id', 'at', 'staff_sub as staffSub', 'staff_name as staffName', 'action', 'application_id as applicationId', 'reference', 'detail']);
      if (filter.staff)
        query = query.where((eb) => eb.or([eb('staff_sub', '=', filter.staff as string), eb('staff_name', '=', filter.staff as string)]));
      if (filter.reference)
        query = query.where((eb) =>
          eb.or([eb('reference', '=', filter.reference as string), eb('detail', 'like', `%${filter.reference as string}%`)]),
        );
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.from) query = query.where('at', '>=', filter.from);
      if (filter.to) query = query.where('at', '<', filter.to);
      if (filter.before) query = query.where('id', '<', filter.before);
      const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
      return rows.map((r) => ({ ...r, id: Number(r.id) }));
    },
    /** Entries older than `days` are deleted (the record itself is kept no longer than needed). */
    async prune(days: number): Promise<number> {
      const cutoff = new Date(now().getTime() - days * 86_400_000).toISOString();
      const result = await kysely.deleteFrom('staff_access').where('at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AccessRecord = ReturnType<typeof accessRecord>;
