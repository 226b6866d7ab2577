/** The site's pictures and documents, made by the API itself (GET /api/media/…). */
export { documentBytes } from './generate';
export { mediaRoutes } from './routes';
