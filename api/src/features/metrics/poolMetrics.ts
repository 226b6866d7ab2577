/**
 * The database pool of this instance (PostgreSQL's; SQLite's one connection): connections busy and idle, requests
 * waiting for one, and the pool's size. A pool that stays full with requests waiting is the
 * saturation alert's signal (docs/observability.md), before requests start to time out.
 */
import { Gauge, type Registry } from 'prom-client';
import type { PoolFigures } from '../../db/db';

export function poolMetrics(pool: PoolFigures | undefined, registry: Registry): void {
  if (!pool) return;
  new Gauge({
    name: 'ssb_db_pool_connections',
    help: 'Connections of this instance to PostgreSQL, by state: busy (running a query or a transaction) or idle',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'busy' }, pool.open() - pool.idle());
      this.set({ state: 'idle' }, pool.idle());
    },
  });
  new Gauge({
    name: 'ssb_db_pool_waiting_requests',
    help: 'Queries of this instance waiting for a free connection to PostgreSQL',
    registers: [registry],
    collect() {
      this.set(pool.waiting());
    },
  });
  new Gauge({
    name: 'ssb_db_pool_max_connections',
    help: 'The most connections this instance opens to PostgreSQL',
    registers: [registry],
    collect() {
      this.set(pool.max);
    },
  });
}
