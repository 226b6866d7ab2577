/** The newsletter: its double opt-in's public routes (POST /api/message/, the confirmation link) and texts. */
export { newsletterRoutes } from './routes';
export { textsOf } from './texts';
