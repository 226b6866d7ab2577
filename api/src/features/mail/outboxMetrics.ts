/**
 * The outbox as Prometheus sees it: how many notifications wait and since when (asked of the
 * database at each scrape: one count over the pending rows' partial index, the same on every
 * instance), and how each delivery went in this instance. The backlog and mail-failure alerts
 * (deploy/overlays/production/monitoring/) read these.
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/db';

export type DeliveryOutcome = 'sent' | 'failed';

export function outboxMetrics(db: Db, registry: Registry): { delivered(outcome: DeliveryOutcome): void } {
  const pending = () =>
    db.kysely
      .selectFrom('outbox')
      .select((e) => [e.fn.countAll<number>().as('count'), e.fn.min('created_at').as('oldest')])
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
  new Gauge({
    name: 'ssb_outbox_pending',
    help: 'Notifications (applications to staff, newsletter confirmations) not sent yet, in the whole database',
    registers: [registry],
    async collect() {
      this.set(Number((await pending()).count));
    },
  });
  new Gauge({
    name: 'ssb_outbox_oldest_pending_seconds',
    help: 'Age of the oldest notification not sent yet (0 when none waits)',
    registers: [registry],
    async collect() {
      const { oldest } = await pending();
      this.set(oldest ? Math.max(0, (Date.now() - Date.parse(String(oldest))) / 1000) : 0);
    },
  });
  const deliveries = new Counter({
    name: 'ssb_outbox_deliveries_total',
    help: 'Notifications this instance tried to deliver, by outcome: sent, or failed (the relay refused or did not answer; tried again later)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['sent', 'failed'] as const) deliveries.inc({ outcome }, 0);
  return { delivered: (outcome) => deliveries.inc({ outcome }) };
}
