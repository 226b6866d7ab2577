/**
 * The outbox's delivery as the API runs it: the mailer (outbox.ts) and its metrics, sending after
 * an answer (`flush`, called by whoever committed an outbox row: an application, a newsletter
 * subscription), when the API is ready, and every few seconds for rows a crash or another instance
 * left behind. `delivery` is registered by app.ts; closing it releases this instance's claims.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';
import type { Db } from '../../db/db';
import { createMailer, type MailerOptions } from './outbox';
import { outboxMetrics } from './outboxMetrics';

export interface MailOutboxOptions extends Omit<MailerOptions, 'onDelivery'> {
  registry: Registry;
  log: FastifyBaseLogger;
  /** How often pending notifications are looked for (ms, default 5000). */
  pollMs?: number | undefined;
}

export interface MailOutbox {
  /** Sends what the outbox holds, after the answer; a failure is logged, never thrown. */
  flush(): void;
  /** The plugin that starts sending when the API is ready and releases the claims when it closes. */
  delivery: FastifyPluginAsync;
}

export function mailOutbox(db: Db, { registry, log, pollMs, ...settings }: MailOutboxOptions): MailOutbox {
  const figures = outboxMetrics(db, registry);
  const mailer = createMailer(db, { ...settings, onDelivery: figures.delivered });
  let closed = false;
  const flush = () => {
    // A flush scheduled by the last answer may come after the database closed.
    if (closed) return;
    mailer.flush().catch((error: unknown) => log.error({ err: error }, 'outbox'));
  };
  const delivery: FastifyPluginAsync = async (app) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      flush();
      // Rows another instance claimed and could not finish (it was killed) come back after the claim expires.
      timer = setInterval(flush, pollMs ?? 5_000).unref();
    });
    // A child's onClose runs before the root's, which closes the database.
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      const released = await mailer.release();
      if (released > 0) app.log.info({ released }, 'outbox: claims released for another instance');
    });
  };
  return { flush, delivery };
}
