/** The credit products (GET /api/Credit/…). */
export { creditRoutes } from './routes';
export { creditSchema } from './schema';
