/**
 * The app's own Prometheus registry, with Node's process metrics on it. Not prom-client's global
 * one: several apps may run in one process (the tests), and each must count only its own requests.
 */
import { collectDefaultMetrics, Registry } from 'prom-client';

export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
