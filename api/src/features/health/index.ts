/** The probes: GET /healthz and GET /readyz. */
export { healthRoutes, type HealthOptions } from './routes';
