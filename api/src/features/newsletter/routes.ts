/**
 * The newsletter with a double opt-in.
 *
 * POST /api/message/ { email } answers the same whatever the address is (202 check_email): new,
 * waiting for its confirmation, confirmed, or mailed a moment ago (under any spelling of its mailbox). Before, 201 "subscribed" and
 * 200 "already_subscribed" told anyone who was on the list. For an address that is neither
 * confirmed nor mailed in the last RESEND_MINUTES, a random token is made, its SHA-256 stored,
 * and a confirmation e-mail with the link goes into the outbox (sent after the answer, like a
 * staff notification). A subscription counts only once confirmed; unconfirmed ones are deleted
 * when their link expires.
 *
 * GET /api/newsletter/confirm?token=… (the link) shows a page with a button; the button POSTs
 * the token back and that confirms. A link scanner that opens every link of an e-mail confirms
 * nothing. A confirmed link answers "confirmed" again until it expires.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/db';
import { ApiError, requestLanguage } from '../../shared/errors';
import { isLanguageId, type LanguageId } from '../../shared/language';
import { emailOk, testRunOf } from '../applications';
import { claimMailbox } from './mailboxWindow';
import { LINK_HOURS, page, textsOf } from './texts';

export interface NewsletterOptions {
  db: Db;
  rateLimitMax: number;
  /** Sends the confirmation the outbox now holds (mail's outbox, after the answer). */
  flush: () => void;
  testRunToken: string | undefined;
}

/**
 * A mailbox is mailed at most once in this time, however often and under however many spellings
 * (`+tags`, capitals) it is posted: the form is no way to flood an inbox (mailboxWindow.ts).
 */
const RESEND_MINUTES = 10;
const HOUR_MS = 3_600_000;
/** 32 random bytes, base64url: what the link carries. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function html(reply: FastifyReply, status: number, body: string) {
  // Nobody else's: not cached by a proxy, not framed, no script (the API's CSP says the rest).
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

export async function newsletterRoutes(app: FastifyInstance, { db, rateLimitMax, flush, testRunToken }: NewsletterOptions): Promise<void> {
  const { kysely } = db;
  const limited = { rateLimit: { max: rateLimitMax, timeWindow: 60_000 } };
  const languageQuery = { type: 'object', properties: { language_id: { type: 'integer', enum: [1, 2, 3] } } } as const;

  app.post<{ Body: { email: string } }>(
    '/message/',
    {
      config: limited,
      schema: {
        tags: ['applications'],
        summary: 'Subscribe an e-mail address to the newsletter: a confirmation link is mailed to it (double opt-in)',
        description:
          'Answers 202 check_email for every well-formed address, whether it is new, waiting for its confirmation or confirmed already, so that the answer tells nobody who is subscribed. The subscription counts once the link in the e-mail is followed.',
        querystring: languageQuery,
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email: { type: 'string', format: 'email', minLength: 3, maxLength: 254 } },
        },
        response: {
          202: { $ref: 'SubscriptionResult#' },
          400: { $ref: 'ApiError#' },
          429: { $ref: 'ApiError#' },
          503: { $ref: 'ApiError#' },
        },
      },
    },
    async (req, reply) => {
      const email = req.body.email.trim().toLowerCase();
      if (!emailOk(email)) throw new ApiError(400, 'email', 'email');
      const language = requestLanguage(req);
      const now = new Date();
      const nowIso = now.toISOString();
      const token = randomBytes(32).toString('base64url');
      const resendBefore = new Date(now.getTime() - RESEND_MINUTES * 60_000).toISOString();
      const mailed = await kysely.transaction().execute(async (trx) => {
        // Addresses nobody confirmed are not kept past their link.
        await trx.deleteFrom('subscription').where('confirmed_at', 'is', null).where('token_expires_at', '<', nowIso).execute();
        // One e-mail per inbox in the window, whichever of its spellings was posted.
        if (!(await claimMailbox(trx, email, now.getTime(), RESEND_MINUTES * 60_000))) return false;
        const issued = await trx
          .insertInto('subscription')
          .values({
            email,
            language_id: language,
            subscribed_at: nowIso,
            confirmed_at: null,
            token_hash: hashOf(token),
            token_expires_at: new Date(now.getTime() + LINK_HOURS * HOUR_MS).toISOString(),
            confirmation_sent_at: nowIso,
          })
          .onConflict((oc) =>
            oc
              .column('email')
              .doUpdateSet((eb) => ({
                language_id: eb.ref('excluded.language_id'),
                token_hash: eb.ref('excluded.token_hash'),
                token_expires_at: eb.ref('excluded.token_expires_at'),
                confirmation_sent_at: eb.ref('excluded.confirmation_sent_at'),
              }))
              // A confirmed address, or one mailed a moment ago, is left as it is.
              .where('subscription.confirmed_at', 'is', null)
              .where('subscription.confirmation_sent_at', '<', resendBefore),
          )
          .executeTakeFirst();
        if (Number(issued.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
        // The end-to-end suite's addresses are stored but never mailed (testRuns.ts).
        if (testRunOf(req.headers, testRunToken) !== null) return false;
        await trx
          .insertInto('outbox')
          .values({ application_id: null, newsletter_email: email, token, subject: textsOf(language).subject, created_at: nowIso })
          .execute();
        return true;
      });
      if (mailed) setImmediate(flush);
      return reply.code(202).send({ status: 'check_email' });
    },
  );

  const tokenQuery = {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', maxLength: 100 }, language_id: { type: 'integer', enum: [1, 2, 3] } },
  } as const;
  const htmlPage = { type: 'string', description: 'An HTML page in the language of the subscription' } as const;

  /** The subscription a token stands for, if its link still holds. */
  const subscriptionOf = async (token: string) =>
    TOKEN.test(token)
      ? kysely
          .selectFrom('subscription')
          .select(['email', 'language_id', 'confirmed_at'])
          .where('token_hash', '=', hashOf(token))
          .where('token_expires_at', '>', new Date().toISOString())
          .executeTakeFirst()
      : undefined;
  const languageOf = (stored: number | undefined, fallback: LanguageId): LanguageId => (isLanguageId(stored) ? stored : fallback);

  app.get<{ Querystring: { token: string } }>(
    '/newsletter/confirm',
    {
      config: limited,
      schema: {
        tags: ['applications'],
        summary: "The newsletter confirmation link's page: a button that confirms (a link scanner's visit confirms nothing)",
        querystring: tokenQuery,
        produces: ['text/html'],
        response: { 200: htmlPage, 400: htmlPage },
      },
      // A bad query is a page too: the visitor came from an e-mail, not from a script.
      attachValidation: true,
    },
    async (req, reply) => {
      const fallback = requestLanguage(req);
      const token = req.validationError ? '' : req.query.token;
      const subscription = await subscriptionOf(token);
      const language = languageOf(subscription?.language_id, fallback);
      const t = textsOf(language);
      if (!subscription) return html(reply, 400, page(language, { message: t.invalid }));
      if (subscription.confirmed_at) return html(reply, 200, page(language, { message: t.confirmed }));
      return html(reply, 200, page(language, { message: t.prompt, token }));
    },
  );

  // The confirming button posts an HTML form. Only this route reads that encoding (a plugin of its
  // own): a form on another site cannot subscribe an address through POST /message/.
  await app.register(async (form) => {
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    form.post<{ Body: { token: string } }>(
      '/newsletter/confirm',
      {
        config: limited,
        schema: {
          tags: ['applications'],
          summary: 'Confirm a newsletter subscription (the form of the confirmation page)',
          consumes: ['application/x-www-form-urlencoded'],
          body: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 100 } } },
          produces: ['text/html'],
          response: { 200: htmlPage, 400: htmlPage },
        },
        attachValidation: true,
      },
      async (req, reply) => {
        const fallback = requestLanguage(req);
        const token = req.validationError ? '' : req.body.token;
        const subscription = await subscriptionOf(token);
        const language = languageOf(subscription?.language_id, fallback);
        const t = textsOf(language);
        if (!subscription) return html(reply, 400, page(language, { message: t.invalid }));
        if (!subscription.confirmed_at) {
          await kysely
            .updateTable('subscription')
            .set({ confirmed_at: new Date().toISOString() })
            .where('email', '=', subscription.email)
            .where('confirmed_at', 'is', null)
            .execute();
        }
        return html(reply, 200, page(language, { message: t.confirmed }));
      },
    );
  });
}
