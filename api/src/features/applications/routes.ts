/**
 * POST /api/sendEmailContent/ (multipart applications) and, for the e2e suite only,
 * GET /api/test/applications. Bad input gets a 4xx JSON answer that
 * names the field, in the request's language; an accepted application is durable before 201.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Counter, type Registry } from 'prom-client';
import type { Db } from '../../db/db';
import { ApiError, requestLanguage } from '../../shared/errors';
import { extensionOf } from './documents/accepted';
import { MAX_IMAGE_MEGAPIXELS } from './documents/finding';
import { createInspectionPool, DEFAULT_INSPECTION, InspectionBusy, type Inspection, type InspectionSettings } from './documents/inspectionPool';
import { FILE_FIELDS, fileTypesOf, MAX_FILE_BYTES, MAX_FILES, MULTILINE_FIELDS, TEXT_FIELDS, type ApplicationKind, type FileField } from './fields';
import { FormError, formErrorBody } from './formErrors';
import { boundaryOf, missingPart, PartScanner } from './multipartParts';
import { validate, type CreditLimitsOf } from './validate';
import { displayName, plainText } from '../../shared/plainText';
import { testRunOf } from './testRuns';
import { applicationStore, isDiskFull, type IncomingFile, type StoreResult } from './store';
import type { UploadStore } from '../uploads';
import type { KeyRing } from '@ssb/server-kit/keyRing';
import type { MalwareScanner } from '../malware-scan';
import { scanAtIntake } from '../malware-scan';
import { openForm } from '../personal-data';
import { contentStore } from '../content';
import { isImage, reencodeImage } from './reencodeImage';

export interface ApplicationOptions {
  db: Db;
  /** Where documents go (uploads/uploadStore.ts). */
  uploads: UploadStore;
  /** The app's Prometheus registry (documents inspected, by outcome). */
  registry: Registry;
  /** The worker pool that inspects documents (documents/inspectionPool.ts). */
  inspection?: Partial<InspectionSettings>;
  rateLimitMax: number;
  /** Sends the staff notification the application's outbox row holds (mail's outbox, after the answer). */
  flush: () => void;
  exposeApplications: boolean;
  /** SSB_TEST_RUN_TOKEN: the secret that lets the end-to-end suite mark its applications (testRuns.ts). */
  testRunToken: string | undefined;
  /** Seals each form and document at rest (personal-data/). */
  keys: KeyRing;
  /** clamd, which every document passes before an application is accepted; null: none configured. */
  scanner: MalwareScanner | null;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,200}$/;

/** A document as it arrived: its field, the name it had (cleaned, a display hint only) and its bytes, not yet inspected. */
interface ReceivedFile {
  field: FileField;
  name: string;
  data: Buffer;
}

interface Parsed {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

const knownField = (name: string | null | undefined) =>
  name && (name in TEXT_FIELDS || (FILE_FIELDS as readonly string[]).includes(name)) ? name : null;

/**
 * Reads every part (so the client can finish sending), keeping the first error to throw at the
 * end. Files are only buffered here: nothing looks into them before the fields are validated.
 */
async function readParts(req: FastifyRequest): Promise<Parsed> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const seen = new Set<string>();
  const delivered: string[] = [];
  let first: ApiError | null = null;
  const fail = (error: ApiError) => {
    first ??= error;
  };
  // Attached in the same tick as the parser's pipe (the iterator below starts it), so both see every byte.
  const boundary = boundaryOf(req.headers['content-type']);
  const scanner = boundary ? PartScanner.attach(req.raw, boundary) : null;
  try {
    for await (const part of req.parts()) {
      const name = part.fieldname;
      delivered.push(name);
      if (seen.has(name)) fail(new ApiError(400, 'duplicate_field', name));
      seen.add(name);
      if (part.type === 'file') {
        if (!(FILE_FIELDS as readonly string[]).includes(name)) {
          fail(new ApiError(400, name in TEXT_FIELDS ? 'invalid' : 'unknown_field', name));
          part.file.resume();
          continue;
        }
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            fail(new ApiError(413, 'file_too_large', name, { max: MAX_FILE_BYTES / 1024 / 1024 }));
            continue;
          }
          throw error;
        }
        if (first) continue;
        if (data.length === 0 && !part.filename) continue; // an empty file input
        // The name is a hint for the staff, never a path: cleaned here, stored under a generated name.
        files.push({ field: name as FileField, name: displayName(part.filename) || name, data });
      } else {
        const max = TEXT_FIELDS[name];
        if (max === undefined) {
          fail(new ApiError(400, FILE_FIELDS.includes(name as FileField) ? 'not_a_file' : 'unknown_field', name));
          continue;
        }
        const value = plainText(String(part.value), { multiline: MULTILINE_FIELDS.has(name) });
        if (value === null) {
          fail(new ApiError(400, 'characters', name));
          continue;
        }
        if (value.length > max) fail(new ApiError(400, 'too_long', name, { length: max }));
        fields[name] = value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new ApiError(413, 'too_many_files', 'files', { max: MAX_FILES });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new ApiError(413, 'bad_request', null);
    if (first) throw first;
    throw new ApiError(400, 'bad_request', null);
  }
  if (first) throw first;
  // A part the parser skipped (a bare CR or LF in its name or file name) must not leave an application without it.
  if (scanner && scanner.parts.length > delivered.length) {
    throw new ApiError(400, 'part_unreadable', knownField(missingPart(scanner.parts, delivered)?.name));
  }
  return { fields, files };
}

/**
 * A refused document's answer: 415 naming the field, the reason in the log only. A wrong type
 * names the types this kind of application takes (a complaint's four, not every kind's eight).
 */
function refusal(kind: ApplicationKind, field: FileField, inspection: Exclude<Inspection, { ok: true }>): ApiError {
  switch (inspection.problem) {
    case 'type':
      return new ApiError(415, 'file_type', field, { types: fileTypesOf(kind).join(', ') });
    case 'damaged':
      return new ApiError(415, 'file_damaged', field);
    case 'unsafe':
      return new ApiError(415, 'file_unsafe', field);
    case 'too_large':
      return new ApiError(415, 'image_too_large', field, { max: MAX_IMAGE_MEGAPIXELS });
    case 'encrypted':
      return new ApiError(415, 'file_encrypted', field);
    case 'too_complex':
      return new ApiError(415, 'file_too_complex', field);
  }
}

export const applicationRoutes: FastifyPluginAsync<ApplicationOptions> = async (app, options) => {
  const { db } = options;
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 30, fieldSize: 20_000, parts: 40, headerPairs: 200 },
  });
  const { uploads } = options;
  const store = applicationStore(db, uploads, options.keys);
  const inspections = createInspectionPool({ ...DEFAULT_INSPECTION, ...options.inspection });
  const inspected = new Counter({
    name: 'ssb_document_inspections_total',
    help: 'Uploaded documents inspected, by outcome: accepted, refused (by a check), too_complex (past the time or memory budget), busy (no inspector free: 503)',
    labelNames: ['outcome'] as const,
    registers: [options.registry],
  });

  /** Every document of the application inspected in the pool; the first refusal (in field order) is thrown. */
  async function inspectAll(req: FastifyRequest, reply: FastifyReply, kind: ApplicationKind, files: ReceivedFile[]): Promise<IncomingFile[]> {
    let results: Inspection[];
    try {
      results = await Promise.all(files.map((f) => inspections.inspect(f.name, f.data)));
    } catch (error) {
      if (!(error instanceof InspectionBusy)) throw error;
      inspected.inc({ outcome: 'busy' });
      req.log.warn('every document inspector is busy');
      // Nothing was stored: the same request a little later is safe.
      reply.header('retry-after', '5');
      throw new ApiError(503, 'busy', null, { seconds: 5 });
    }
    const accepted: IncomingFile[] = [];
    let first: ApiError | null = null;
    files.forEach((file, i) => {
      const result = results[i] as Inspection;
      if (result.ok) {
        inspected.inc({ outcome: 'accepted' });
        if (result.dropped.length > 0) req.log.info({ field: file.field, dropped: result.dropped }, 'document stored without its extra chunks');
        accepted.push({ field: file.field, originalName: file.name, ext: result.ext, mime: result.mime, data: result.data });
        return;
      }
      inspected.inc({ outcome: result.problem === 'too_complex' ? 'too_complex' : 'refused' });
      req.log.warn({ field: file.field, problem: result.problem, reason: result.reason }, 'document refused');
      first ??= refusal(kind, file.field, result);
    });
    if (first) throw first;
    return accepted;
  }
  const malware = new Counter({
    name: 'ssb_documents_infected_total',
    help: 'Applications refused because clamd found malware in a document',
    registers: [options.registry],
  });
  // A credit's limits as visitors see them now (staff may have changed them since the seed).
  const credits = contentStore(db);
  const creditLimits: CreditLimitsOf = async (id) => {
    const credit = await credits.one('credit', 1, String(id), 'id');
    if (!credit) return null;
    const { minAmount, maxAmount, minMonths, maxMonths } = credit as { minAmount: number; maxAmount: number; minMonths: number; maxMonths: number };
    return { minAmount, maxAmount, minMonths, maxMonths };
  };
  const { flush } = options;
  app.addHook('onReady', async () => {
    const named = async (storedName: string) =>
      (await db.kysely.selectFrom('application_file').select('stored_name').where('stored_name', '=', storedName).executeTakeFirst()) !== undefined;
    const { finished, removed } = await uploads.sweep(named);
    if (finished.length > 0) app.log.warn({ finished }, 'finished saving documents of committed applications (interrupted by a crash)');
    if (removed.length > 0) app.log.warn({ removed }, 'removed uploads no application names (left by a crash)');
  });
  app.addHook('onClose', async () => inspections.close());
  const limited = { rateLimit: { max: options.rateLimitMax, timeWindow: 60_000 } };
  const languageQuery = { type: 'object', properties: { language_id: { type: 'integer', enum: [1, 2, 3] } } } as const;

  app.post(
    '/sendEmailContent/',
    {
      config: limited,
      schema: {
        tags: ['applications'],
        summary: 'Send a card, vacancy, general, credit or complaint application (multipart/form-data)',
        description:
          'Fields: type (card | vacancy | general | credit | complaint), consent (must be "true": the visitor agrees to the processing of personal data), nameProduct, product_id, surname, name, patronymic, branch, phone (at least 9 digits), email, card_expire_date, card_type (KORTI_MILLI | VISA | MASTERCARD | UNIONPAY, default VISA), region, city, vacancy_title, amount, months, purpose, topic, message, language_id; files file1..file3 (png, jpeg, jpg, pdf, doc, docx, xls, xlsx checked by content, at most 10 MiB each). A credit application also needs city, amount (TJS) and months within the limits of the product named by product_id (else 1 000–500 000 TJS and 3–60 months) and purpose (consumer | housing | car | education | agriculture | business | other). A complaint needs email or a Tajik phone (+992 and 9 digits), topic (cards | credits | deposits | transfers | branch_service | mobile_app | other) and a message of 20 to 2000 characters; it may carry one file1 (png, jpeg, jpg or pdf). Unknown fields are refused. Send an Idempotency-Key header to make retries safe.',
        consumes: ['multipart/form-data'],
        querystring: languageQuery,
        headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', maxLength: 200 } } },
        response: {
          201: { $ref: 'ApplicationAccepted#' },
          400: { $ref: 'ApiError#' },
          409: { $ref: 'ApiError#' },
          413: { $ref: 'ApiError#' },
          415: { $ref: 'ApiError#' },
          422: { $ref: 'ApiError#' },
          429: { $ref: 'ApiError#' },
          503: { $ref: 'ApiError#' },
          507: { $ref: 'ApiError#' },
        },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new ApiError(415, 'not_multipart', null);
      const rawKey = req.headers['idempotency-key'];
      const key = typeof rawKey === 'string' && rawKey !== '' ? rawKey : null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'invalid', 'Idempotency-Key');
      const { fields, files: received } = await readParts(req);
      let kind;
      try {
        // The fields first: a form that is refused anyway costs no inspection of its documents.
        kind = await validate(
          fields,
          received.map((f) => ({ field: f.field, ext: extensionOf(f.name) })),
          creditLimits,
        );
      } catch (error) {
        if (!(error instanceof FormError)) throw error;
        return reply
          .code(400)
          .type('application/json; charset=utf-8')
          .send(formErrorBody(error, requestLanguage(req)));
      }
      const inspectedFiles = await inspectAll(req, reply, kind, received);
      // Before anything is stored: an infected document refuses the application, in the visitor's language.
      const scanned = await scanAtIntake(
        options.scanner,
        inspectedFiles.map((f) => f.data),
        req.log,
      );
      if (!scanned.ok) {
        const field = (inspectedFiles[scanned.index] as IncomingFile).field;
        malware.inc();
        req.log.warn({ field, signature: scanned.signature }, 'document refused: malware found');
        throw new ApiError(422, 'file_infected', field);
      }
      const files = await Promise.all(
        inspectedFiles.map(async (f, i) => {
          let data = f.data;
          try {
            if (isImage(f.ext)) data = await reencodeImage(f.data, f.ext);
          } catch (error) {
            // A picture whose header passed but whose pixels do not decode.
            req.log.warn(
              { field: f.field, reason: error instanceof Error ? error.message : String(error) },
              'document refused: the picture does not decode',
            );
            throw new ApiError(415, 'file_damaged', f.field);
          }
          return { ...f, data, scan: scanned.scans[i] ?? 'pending' };
        }),
      );
      if (kind === 'card' && !fields.card_type) fields.card_type = 'VISA';
      let result: StoreResult;
      try {
        result = await store.save({
          kind,
          lang: requestLanguage(req),
          fields,
          files,
          idempotencyKey: key,
          ip: req.ip,
          testRun: testRunOf(req.headers, options.testRunToken),
        });
      } catch (error) {
        if (!isDiskFull(error)) throw error;
        // Nothing was kept (the store removes what it wrote); the visitor is told to send again.
        req.log.error({ err: error }, 'application not stored: the disk is full');
        throw new ApiError(507, 'storage_full', null);
      }
      if (result.kind === 'conflict') throw new ApiError(409, 'idempotency_conflict', 'Idempotency-Key');
      if (result.kind === 'replay') reply.header('idempotent-replayed', 'true');
      else setImmediate(flush);
      return reply.code(201).send(result.accepted);
    },
  );

  if (options.exposeApplications) {
    app.get('/test/applications', { schema: { hide: true } }, async (_req, reply) => {
      const { kysely } = db;
      const all = await kysely
        .selectFrom('application_file')
        .select(['application_id as applicationId', 'field', 'original_name as originalName', 'stored_name as storedName', 'mime', 'size', 'sha256'])
        .orderBy('application_id')
        .orderBy('field')
        .execute();
      const apps = await kysely
        .selectFrom('application')
        .select(['id', 'kind', 'language_id as languageId', 'fields', 'received_at as receivedAt', 'test_run as testRun'])
        .orderBy('received_at')
        .orderBy('id')
        .execute();
      const subscriptions = await kysely
        .selectFrom('subscription')
        .select(['email', 'language_id as languageId', 'subscribed_at as subscribedAt', 'confirmed_at as confirmedAt'])
        .orderBy('subscribed_at')
        .execute();
      // Read back as the visitor sent them: the forms are sealed at rest.
      const results = apps.map((a) => {
        const form = openForm(options.keys, a.id, a.fields);
        const files = all.filter((f) => f.applicationId === a.id);
        return { ...a, fields: form.fields, files: files.map((f) => ({ ...f, originalName: form.fileNames[f.field] ?? f.originalName })) };
      });
      return reply.send({ results, subscriptions });
    });
  }
};
