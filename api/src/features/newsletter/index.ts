/** The newsletter: its double opt-in's public routes (POST /api/message/, the confirmation link) and texts. */
export { newsletterRoutes, type NewsletterOptions } from './routes';
export { textsOf } from './texts';
