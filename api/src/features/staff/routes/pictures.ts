/**
 * The content studio's pictures (news, home sliders, products), under /internal/staff/ (the back
 * office relays them with the person's access token):
 *
 *   POST /internal/staff/pictures          multipart: `file` (JPEG, PNG or WebP), `alt_tj`, `alt_ru`, `alt_en`
 *   GET  /internal/staff/pictures?cursor&limit   newest first, to pick one already uploaded
 *
 * For people who write content (content.edit). An upload is checked as a visitor's is: its kind
 * by its bytes, its size, then clamd on the original bytes before anything decodes them; then it
 * is re-encoded (media/pictures), so what the site serves is pixels alone, at the site's widths.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Db } from '../../../db/db';
import { plainText } from '../../../shared/plainText';
import type { MalwareScanner } from '../../malware-scan';
import { encodePicture, MAX_PICTURE_BYTES, MAX_PICTURE_MEGAPIXELS, pictureFormatOf, pictureStore, type PictureAlt } from '../../media';
import { principalOf, refuse } from '../authentication';
import { actorOf } from '../principal';
import { PICTURE_UPLOAD_RATE_LIMIT, STUDIO_RATE_LIMIT } from './limits';

export interface PictureRoutesOptions {
  db: Db;
  /** clamd, which every upload passes before it is decoded; null: none configured (development). */
  scanner: MalwareScanner | null;
  now?: () => Date;
}

const LANGS = ['tj', 'ru', 'en'] as const;
const LANGUAGE_NAMES: Record<(typeof LANGS)[number], string> = { tj: 'Tajik', ru: 'Russian', en: 'English' };
const ALT_FIELDS: readonly string[] = LANGS.map((l) => `alt_${l}`);
const MAX_ALT = 250;
/** Encodings at once, and uploads that may wait for one: two cores are shared with every request. */
const ENCODERS = 1;
const WAITING_MAX = 4;

const pictureSchema = {
  type: 'object',
  required: ['id', 'url', 'srcset', 'width', 'height', 'alt'],
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    srcset: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    alt: { type: 'object', required: ['tj', 'ru', 'en'], properties: { tj: { type: 'string' }, ru: { type: 'string' }, en: { type: 'string' } } },
  },
} as const;
const listedSchema = {
  ...pictureSchema,
  required: [...pictureSchema.required, 'uploadedBy', 'createdAt'],
  properties: {
    ...pictureSchema.properties,
    uploadedBy: { type: 'object', properties: { sub: { type: 'string' }, name: { type: 'string' } } },
    createdAt: { type: 'string' },
  },
} as const;

interface Received {
  fields: Record<string, string>;
  file: Buffer | null;
  /** The first thing wrong with the parts themselves, answered once every part is read. */
  problem: { status: number; field: string | null; message: string } | null;
}

/** Reads every part (so the client finishes sending), keeping the first problem. */
async function readParts(req: FastifyRequest): Promise<Received> {
  const received: Received = { fields: {}, file: null, problem: null };
  const fail = (status: number, field: string | null, message: string) => {
    received.problem ??= { status, field, message };
  };
  try {
    for await (const part of req.parts()) {
      const name = part.fieldname;
      if (part.type === 'file') {
        if (name !== 'file' || received.file) {
          fail(400, name, name === 'file' ? 'one picture an upload' : 'the picture goes in the field `file`');
          part.file.resume();
          continue;
        }
        try {
          received.file = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          fail(413, 'file', `a picture of at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB`);
        }
      } else if (ALT_FIELDS.includes(name) && !(name in received.fields)) received.fields[name] = String(part.value);
      else fail(400, name, ALT_FIELDS.includes(name) ? 'given twice' : `not a field of a picture (file, ${ALT_FIELDS.join(', ')})`);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      fail(413, null, 'one picture and its three alt texts');
    else if (code === 'FST_FIELD_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') fail(413, null, 'a part is too large');
    else fail(400, null, 'a multipart/form-data body that can be read');
  }
  return received;
}

/** The alt texts, or the field that is wrong and why. */
function altOf(fields: Record<string, string>): { alt: PictureAlt } | { field: string; message: string } {
  const alt: Partial<PictureAlt> = {};
  for (const lang of LANGS) {
    const field = `alt_${lang}`;
    const value = plainText(fields[field] ?? '', { multiline: false });
    if (value === null) return { field, message: `the alt text in ${LANGUAGE_NAMES[lang]} holds invisible or control characters` };
    if (value.length < 1 || value.length > MAX_ALT)
      return { field, message: `the alt text in ${LANGUAGE_NAMES[lang]} is required: 1 to ${MAX_ALT} characters saying what the picture shows` };
    alt[lang] = value;
  }
  return { alt: alt as PictureAlt };
}

/** At most `max` tasks at once, `waitingMax` waiting; past that, null (the caller answers 503). */
function gate(max: number, waitingMax: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T | null> => {
    if (running >= max) {
      if (waiting.length >= waitingMax) return null;
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    try {
      return await task();
    } finally {
      // The next one takes this place (running stays the same), or it is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const cursorOf = (p: { createdAt: string; id: string }) => Buffer.from(JSON.stringify([p.createdAt, p.id])).toString('base64url');
function afterOf(cursor: string | undefined): { createdAt: string; id: string } | null | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    return typeof createdAt === 'string' && typeof id === 'string' ? { createdAt, id } : null;
  } catch {
    return null;
  }
}

export const pictureRoutes: FastifyPluginAsync<PictureRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const store = pictureStore(options.db);
  const encoding = gate(ENCODERS, WAITING_MAX);
  await app.register(multipart, {
    // One file, three short fields; the parser stops at the limits rather than buffering on.
    limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 3, fieldSize: 4 * 1024, parts: 4, headerPairs: 50 },
  });
  // Nothing of the studio is kept by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/internal/staff/pictures',
    {
      config: { rateLimit: PICTURE_UPLOAD_RATE_LIMIT, staff: 'content.edit' },
      schema: { hide: true, consumes: ['multipart/form-data'], response: { 201: pictureSchema } },
    },
    async (req, reply: FastifyReply) => {
      if (!req.isMultipart()) return refuse(reply, 415, 'not_multipart', null, 'multipart/form-data: file, alt_tj, alt_ru, alt_en');
      const { fields, file, problem } = await readParts(req);
      if (problem) return refuse(reply, problem.status, problem.status === 413 ? 'too_large' : 'invalid', problem.field, problem.message);
      const alt = altOf(fields);
      if ('field' in alt) return refuse(reply, 400, 'invalid', alt.field, alt.message);
      if (!file || file.length === 0) return refuse(reply, 400, 'invalid', 'file', 'the picture itself: a JPEG, PNG or WebP file');
      const format = pictureFormatOf(file);
      if (!format) return refuse(reply, 400, 'file_type', 'file', 'a JPEG, PNG or WebP picture (by its content, whatever its name)');

      // The original bytes, before anything decodes them; without an answer from clamd, nothing is kept.
      let scan: 'clean' | 'unscanned' = 'unscanned';
      if (options.scanner) {
        const verdict = await options.scanner.scan(file);
        if (verdict.outcome === 'infected') {
          req.log.warn({ signature: verdict.signature, by: actorOf(principalOf(req)).sub }, 'picture refused: malware found');
          return refuse(reply, 422, 'file_infected', 'file', 'The malware scan found something in this file: it was not kept.');
        }
        if (verdict.outcome === 'unavailable') {
          req.log.error({ reason: verdict.reason }, 'picture refused: clamd unavailable');
          reply.header('Retry-After', '30');
          return refuse(reply, 503, 'scan_unavailable', 'file', 'The malware scan cannot be reached: nothing was kept. Try again in a minute.');
        }
        scan = 'clean';
      } else req.log.warn('picture stored unscanned: no malware scanner is configured (SSB_CLAMD)');

      const encoded = await encoding(() => encodePicture(file, format));
      if (!encoded) {
        reply.header('Retry-After', '10');
        return refuse(reply, 503, 'busy', null, 'Other pictures are being processed: try again in a few seconds.');
      }
      if (!encoded.ok) {
        req.log.warn({ problem: encoded.problem, reason: encoded.reason }, 'picture refused');
        const message =
          encoded.problem === 'too_large'
            ? `a picture of at most ${MAX_PICTURE_MEGAPIXELS} megapixels`
            : encoded.problem === 'type'
              ? 'a JPEG, PNG or WebP picture (by its content, whatever its name)'
              : 'the picture cannot be read: it is damaged or incomplete';
        return refuse(
          reply,
          400,
          encoded.problem === 'too_large' ? 'too_large' : encoded.problem === 'type' ? 'file_type' : 'file_damaged',
          'file',
          message,
        );
      }
      const by = actorOf(principalOf(req));
      const picture = await store.save({ id: randomUUID(), alt: alt.alt, scan, by, now: now(), variants: encoded.variants });
      req.log.info(
        { picture: { id: picture.id, widths: encoded.variants.map((v) => v.width), bytes: file.length, format, scan, by: by.name } },
        `picture ${picture.id} uploaded by ${by.name}`,
      );
      return reply.code(201).send(picture);
    },
  );

  app.get<{ Querystring: { cursor?: string; limit?: number } }>(
    '/internal/staff/pictures',
    {
      config: { rateLimit: STUDIO_RATE_LIMIT, staff: 'content.edit' },
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { cursor: { type: 'string', maxLength: 300 }, limit: { type: 'integer', minimum: 1, maximum: 100 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['results', 'next'],
            properties: { results: { type: 'array', items: listedSchema }, next: { type: ['string', 'null'] } },
          },
        },
      },
    },
    async (req, reply) => {
      const after = afterOf(req.query.cursor);
      if (after === null) return refuse(reply, 400, 'invalid', 'cursor', 'a cursor from a previous page');
      const limit = req.query.limit ?? 24;
      const page = await store.list({ after, limit: limit + 1 });
      const last = page.length > limit ? page[limit - 1] : undefined;
      return reply.send({ results: page.slice(0, limit), next: last ? cursorOf(last) : null });
    },
  );
};
