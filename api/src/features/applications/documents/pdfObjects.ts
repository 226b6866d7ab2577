/**
 * What a PDF carries, read object by object with a real parser (@cantoo/pdf-lib's, the maintained fork of pdf-lib), object streams
 * included: since PDF 1.5 most objects of a file are inside compressed object streams, where no
 * search of the file's bytes sees a /JavaScript (pdfinfo -js does, and so does a viewer).
 *
 * Refused (each a way for the file to do something when it is opened or clicked, not just show a
 * page; reasons in docs/hardening.md):
 * - JavaScript (/JS, /JavaScript), form submission and data import, launch actions, actions that
 *   open other files (/GoToR, /GoToE) or links (/URI), media and rich media;
 * - /OpenAction that is an action (an explicit destination, an array, only says which page to
 *   show first and is kept), additional actions (/AA), XFA forms;
 * - embedded files and file attachments;
 * - markup in any string (a title or a form value that a browser would render as a page).
 * An encrypted PDF is refused as such: its strings and object streams cannot be read.
 *
 * Bounds: pdf-lib inflates an object or cross-reference stream whole, in memory outside the
 * worker's heap limit, so each is inflated here first with a limit (16 MiB each, 64 MiB per file),
 * and only Flate (what every writer uses for them) is accepted there.
 */
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFXRefStreamParser,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { markupIn } from './activeContent';
import { damaged, encrypted, unsafe, type Finding } from './finding';

const MAX_STREAM_BYTES = 16 * 1024 * 1024;
const MAX_DOCUMENT_STREAM_BYTES = 64 * 1024 * 1024;
/** Deep enough for any real document; a deeper nesting is made to exhaust the stack. */
const MAX_DEPTH = 64;

/** Keys whose presence alone makes a PDF active. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'XFA', 'EmbeddedFile', 'EmbeddedFiles', 'URI', 'RichMediaContent']);
/** Action types (/S), object types (/Type) and annotation subtypes (/Subtype) that run, open, fetch or attach. */
const ACTIVE_TYPES = new Set([
  'JavaScript',
  'Launch',
  'URI',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Rendition',
  'Movie',
  'Sound',
  'RichMedia',
  'RichMediaExecute',
  'EmbeddedFile',
  'FileAttachment',
  'Screen',
  '3D',
]);
const TYPE_KEYS = new Set(['S', 'Type', 'Subtype']);

class Refusal extends Error {
  constructor(readonly finding: Finding) {
    super(finding.reason);
  }
}

/** What the streams of the document being parsed may still inflate to (one document at a time per worker). */
let budget = MAX_DOCUMENT_STREAM_BYTES;
/** The parser takes an error in an object for damage and goes on: a stream refused here is remembered. */
let refused: Finding | null = null;

function refuse(finding: Finding): never {
  refused ??= finding;
  throw new Refusal(finding);
}

function boundStream(raw: PDFRawStream, what: string): void {
  const filter = raw.dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFName ? [filter] : filter instanceof PDFArray ? filter.asArray() : [];
  if (filters.length === 0) return;
  if (filters.length > 1 || filters[0] !== PDFName.of('FlateDecode')) refuse(damaged(`${what} with a filter other than Flate`));
  let size: number;
  try {
    size = inflateSync(raw.contents, { maxOutputLength: Math.min(MAX_STREAM_BYTES, budget) + 1 }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') refuse(unsafe(`${what} that inflates past its limit`));
    refuse(damaged(`${what} that does not inflate`));
  }
  if (size > Math.min(MAX_STREAM_BYTES, budget)) refuse(unsafe(`${what} that inflates past its limit`));
  budget -= size;
}

// The parser's own entry points for the streams it inflates while parsing: bounded first.
const parseObjectStream = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (raw, shouldWaitForTick) => {
  boundStream(raw, 'an object stream');
  return parseObjectStream(raw, shouldWaitForTick);
};
const parseXRefStream = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (raw) => {
  boundStream(raw, 'a cross-reference stream');
  return parseXRefStream(raw);
};

const nameOf = (object: PDFObject | undefined): string | null => (object instanceof PDFName ? object.decodeText() : null);

function inspect(context: PDFContext, object: PDFObject, depth: number): void {
  if (depth > MAX_DEPTH) throw new Refusal(damaged('objects nested too deep'));
  if (object instanceof PDFRawStream) return inspect(context, object.dict, depth + 1);
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) inspect(context, item, depth + 1);
    return;
  }
  if (object instanceof PDFString || object instanceof PDFHexString) {
    const found = markupIn(object.decodeText());
    if (found) throw new Refusal(unsafe(`a string with ${found}`));
    return;
  }
  if (!(object instanceof PDFDict)) return;
  for (const [key, value] of object.entries()) {
    const name = key.decodeText();
    if (ACTIVE_KEYS.has(name)) throw new Refusal(unsafe(`PDF with /${name}`));
    if (TYPE_KEYS.has(name) && ACTIVE_TYPES.has(nameOf(value) ?? '')) throw new Refusal(unsafe(`PDF with /${name} /${nameOf(value)}`));
    if (name === 'OpenAction') {
      const action = value instanceof PDFRef ? context.lookup(value) : value;
      if (!(action instanceof PDFArray)) throw new Refusal(unsafe('PDF with an /OpenAction action'));
    }
    inspect(context, value, depth + 1);
  }
}

export async function checkPdfObjects(buf: Buffer): Promise<Finding | null> {
  budget = MAX_DOCUMENT_STREAM_BYTES;
  refused = null;
  let context: PDFContext;
  try {
    // Every object at once (no yielding between them), lenient about damage the structure check let pass.
    context = await PDFParser.forBytesWithOptions(buf, Infinity, false, true).parseDocument();
  } catch (error) {
    if (error instanceof Refusal) return error.finding;
    return refused ?? damaged(`the PDF parser gave up: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
  }
  if (refused) return refused;
  if (context.trailerInfo.Encrypt !== undefined) return encrypted('an encrypted PDF');
  try {
    for (const [, object] of context.enumerateIndirectObjects()) inspect(context, object, 0);
    const { Root, Info } = context.trailerInfo;
    if (Root) inspect(context, Root, 0);
    if (Info) inspect(context, Info, 0);
  } catch (error) {
    if (error instanceof Refusal) return error.finding;
    throw error;
  }
  return null;
}
