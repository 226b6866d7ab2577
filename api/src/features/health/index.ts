/** The probes: GET /healthz and GET /readyz. */
export { healthRoutes } from './routes';
