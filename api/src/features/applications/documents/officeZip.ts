/**
 * A Word or Excel document (.docx, .xlsx) is a zip package (OOXML). Its central directory is read
 * by a zip library (yauzl) after a check that the end record ends the file (data after it is how
 * zip polyglots are made), and judged before a byte is unpacked:
 * - at most MAX_ENTRIES entries, none unpacking to more than MAX_ENTRY_BYTES, all together to
 *   more than MAX_TOTAL_BYTES, and none larger than MAX_RATIO times its packed size (a zip bomb
 *   declares what it unpacks to, or lies about it: see below); no encrypted entries, no two with
 *   one name, no entries whose data overlap (the overlapping-file bomb), no entry outside the
 *   package (an absolute path, "..");
 * - no macros (vbaProject.bin, vbaData.xml, a macro-enabled content type: a .docm renamed),
 *   ActiveX controls or embedded OLE objects (oleObject*.bin: a packaged program a click runs);
 * - no container but the package itself: a zip, OLE, RAR or 7z signature in the file that is not
 *   one of the package's own headers, or in an entry as it unpacks (a workbook embedded in a
 *   document is refused too: embeddedContainers.ts).
 * Then every entry is unpacked as a stream whose bytes are counted and dropped (yauzl stops an
 * entry that unpacks to more than it declared, so a lie costs no more than the truth), keeping
 * only the package's content types and relationships, which must not point outside the package
 * (TargetMode="External": a remote template, an image fetched from a server, a link).
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ContainerScanner, foreignContainer } from './embeddedContainers';
import { damaged, encrypted, unsafe, type Finding } from './finding';

const MAX_ENTRIES = 1_000;
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
const MAX_TOTAL_BYTES = 256 * 1024 * 1024;
/** Text compresses 5–20 times in a real document; a bomb a thousand times. */
const MAX_RATIO = 100;
/** Small parts may compress better than MAX_RATIO without costing anything to unpack. */
const RATIO_FROM_BYTES = 1024 * 1024;
/** Content types and relationships are small XML files. */
const MAX_XML_BYTES = 4 * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const MAIN_PART = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml' } as const;
const ACTIVE_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml|activeX\/|embeddings\/oleObject[^/]*\.bin$)/i;
const MACRO_TYPE = /macroEnabled|vbaProject|activeX|oleObject/i;
const isXmlWeRead = (name: string) => name === '[Content_Types].xml' || /(^|\/)_rels\/[^/]*\.rels$/i.test(name);

class Refusal extends Error {
  constructor(readonly finding: Finding) {
    super(finding.reason);
  }
}

/** The offset of the end record when it ends the file with its comment (nothing is appended after the zip), else -1. */
function endRecordOffset(buf: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i -= 1) {
    if (buf.readUInt32LE(i) === END_OF_DIRECTORY && i + 22 + buf.readUInt16LE(i + 20) === buf.length) return i;
  }
  return -1;
}

/** XML character references and the five named entities, as Word reads attribute values. */
const decodeXml = (text: string) =>
  text
    .replace(/&#x([0-9a-f]{1,6});/gi, (_m, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#([0-9]{1,7});/g, (_m, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(/&(quot|apos|lt|gt|amp);/g, (_m, name: string) => ({ quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' })[name] ?? '');

/**
 * The content type [Content_Types].xml gives a part: its Override, else the Default of its
 * extension. (Excel lists a macro-enabled Default for .bin in every workbook; only a part that
 * has such a type is a macro.)
 */
function contentTypeOf(types: string, partName: string): string {
  const attribute = (element: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*(["'])(.*?)\\1`, 'i').exec(element)?.[2] ?? '';
  const elements = decodeXml(types).match(/<(Override|Default)\b[^>]*>/gi) ?? [];
  const override = elements.find((e) => /^<Override/i.test(e) && attribute(e, 'PartName').toLowerCase() === `/${partName}`.toLowerCase());
  if (override) return attribute(override, 'ContentType');
  const ext = /\.([^./]+)$/.exec(partName)?.[1]?.toLowerCase() ?? '';
  const fallback = elements.find((e) => /^<Default/i.test(e) && attribute(e, 'Extension').toLowerCase() === ext);
  return fallback ? attribute(fallback, 'ContentType') : '';
}

function judgeDirectory(entries: Entry[]): void {
  const names = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const name = entry.fileName;
    if (names.has(name)) throw new Refusal(damaged(`two entries named ${name}`));
    names.add(name);
    if (entry.isEncrypted()) throw new Refusal(encrypted(`an encrypted entry ${name}`));
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
      throw new Refusal(damaged(`an entry packed by method ${entry.compressionMethod}`));
    if (entry.uncompressedSize > MAX_ENTRY_BYTES) throw new Refusal(unsafe(`an entry that unpacks to ${entry.uncompressedSize} bytes`));
    if (entry.uncompressedSize > RATIO_FROM_BYTES && entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize))
      throw new Refusal(unsafe(`an entry that unpacks ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))} times its size`));
    total += entry.uncompressedSize;
    if (total > MAX_TOTAL_BYTES) throw new Refusal(unsafe(`entries that unpack to more than ${MAX_TOTAL_BYTES} bytes`));
    if (ACTIVE_PART.test(name)) throw new Refusal(unsafe(`an active part ${name}`));
  }
  // Each entry's data ends before the next one's header begins.
  const byOffset = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  for (let i = 1; i < byOffset.length; i += 1) {
    const before = byOffset[i - 1] as Entry;
    if (before.relativeOffsetOfLocalHeader + 30 + before.compressedSize > (byOffset[i] as Entry).relativeOffsetOfLocalHeader)
      throw new Refusal(unsafe('entries whose data overlap'));
  }
}

/** Unpacks an entry, counting its bytes; the text of the XML files the check reads. */
async function unpack(zip: ZipFile, entry: Entry): Promise<string | null> {
  const keep = isXmlWeRead(entry.fileName);
  if (keep && entry.uncompressedSize > MAX_XML_BYTES) throw new Refusal(unsafe(`a ${entry.fileName} of ${entry.uncompressedSize} bytes`));
  const chunks: Buffer[] = [];
  // A zip (or another container) inside an entry: an archive within the document.
  const containers = new ContainerScanner(entry.fileName);
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const inside = containers.feed(chunk);
      if (inside) throw new Refusal(inside);
      if (keep) chunks.push(chunk);
    }
    const last = containers.end();
    if (last) throw new Refusal(last);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    // yauzl stops an entry at more (or fewer) bytes than it declared.
    throw new Refusal(damaged(`an entry that does not unpack to its size: ${error instanceof Error ? error.message.slice(0, 120) : ''}`));
  }
  return keep ? Buffer.concat(chunks).toString('utf8') : null;
}

export async function checkOfficeZip(buf: Buffer, kind: 'docx' | 'xlsx'): Promise<Finding | null> {
  const endRecord = buf.length < 22 ? -1 : endRecordOffset(buf);
  if (endRecord < 0) return damaged('no end of central directory at the end of the file');
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buf, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    return damaged(`no central directory: ${error instanceof Error ? error.message.slice(0, 120) : ''}`);
  }
  try {
    if (zip.entryCount === 0) return damaged('an empty zip');
    if (zip.entryCount > MAX_ENTRIES) return unsafe(`${zip.entryCount} entries`);
    const entries: Entry[] = [];
    try {
      for await (const entry of zip.eachEntry()) entries.push(entry);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      // yauzl's own name checks: an absolute path, "..", a character no file name has.
      if (/absolute path|relative path|invalid characters/i.test(message)) return unsafe(`an entry outside the package: ${message.slice(0, 120)}`);
      return damaged(`a broken central directory: ${message.slice(0, 120)}`);
    }
    judgeDirectory(entries);
    // The package's own headers and end record are its structure; any other zip, OLE, RAR or 7z signature is not.
    const foreign = foreignContainer(buf, new Set([...entries.map((e) => e.relativeOffsetOfLocalHeader), endRecord]));
    if (foreign) return foreign;
    const xml = new Map<string, string>();
    for (const entry of entries) {
      const text = await unpack(zip, entry);
      if (text !== null) xml.set(entry.fileName, text);
    }
    const types = xml.get('[Content_Types].xml');
    if (types === undefined || !entries.some((e) => e.fileName === MAIN_PART[kind])) return damaged(`no ${MAIN_PART[kind]}`);
    const macroPart = entries.find((e) => MACRO_TYPE.test(contentTypeOf(types, e.fileName)));
    if (macroPart) return unsafe(`a macro-enabled or active content type for ${macroPart.fileName}`);
    for (const [name, text] of xml) {
      if (name === '[Content_Types].xml') continue;
      for (const [, , mode] of decodeXml(text).matchAll(/\bTargetMode\s*=\s*(["'])(.*?)\1/gis)) {
        if ((mode ?? '').trim() !== 'Internal') return unsafe(`an external relationship in ${name}`);
      }
    }
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.finding;
    throw error;
  } finally {
    zip.close();
  }
}
