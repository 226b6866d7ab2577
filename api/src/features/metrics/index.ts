/** Prometheus metrics of this instance (GET /metrics, behind its token). */
export { LabelCap } from './labelCap';
export { poolMetrics } from './poolMetrics';
export { createMetricsRegistry } from './registry';
export { observeRequestDurations } from './requestDurations';
export { metricsRoutes } from './routes';
