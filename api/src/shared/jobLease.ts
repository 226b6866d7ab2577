/**
 * A lease on a scheduled job, in the database every instance shares: the instance that holds it
 * runs the job until the lease ends, the others skip that round. Taking it is one conditional
 * statement (an insert when no row exists, else an update where the lease has ended or is this
 * instance's), so two instances never both hold it. A lease that its holder does not renew (the
 * process was killed) ends by itself.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';

export interface JobLease {
  readonly holder: string;
  /** Whether this instance holds the lease for the next `ms` from now. */
  take(ms: number): Promise<boolean>;
  /** Gives it up (a stopping instance), so another takes the next round at once. */
  release(): Promise<void>;
}

export function jobLease(db: Db, name: string, holder = `api-${randomUUID().slice(0, 8)}`, now = () => Date.now()): JobLease {
  const { kysely } = db;
  return {
    holder,
    async take(ms) {
      const at = now();
      await kysely
        .insertInto('job_lease')
        .values({ name, holder: '', until: 0 })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const taken = await kysely
        .updateTable('job_lease')
        .set({ holder, until: at + ms })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('until', '<', at), eb('holder', '=', holder)]))
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    },
    async release() {
      await kysely.updateTable('job_lease').set({ until: 0 }).where('name', '=', name).where('holder', '=', holder).execute();
    },
  };
}
