/**
 * What an uploaded document is, decided by its content and never by its name alone: file-type
 * recognises the kind from the bytes, the kind must be the one the name says, the file must
 * hold together as that kind, and it may carry nothing a browser or a viewer would run, open or
 * fetch. Runs in a worker of the inspection pool (inspectionPool.ts), never on the thread that
 * answers requests: some of it inflates data.
 */
// The core entry: detection from a buffer, without the Node file and stream helpers (and loadable by Jest).
import { fileTypeFromBuffer } from 'file-type/core';
import { activeContent } from './activeContent';
import { DETECTED_AS, extensionOf, MIME, type Accepted } from './accepted';
import { checkCompoundFile } from './compoundFile';
import { foreignContainer } from './embeddedContainers';
import type { Finding } from './finding';
import { checkJpeg } from './jpeg';
import { checkOfficeZip } from './officeZip';
import { checkPdf } from './pdf';
import { checkPdfObjects } from './pdfObjects';
import { checkPng } from './png';

/** Accepted: the kind, its MIME type and the bytes to store (a PNG without the chunks it drops). */
export type DocumentCheck =
  | { ok: true; ext: Accepted; mime: string; data: Buffer; dropped: string[] }
  | { ok: false; problem: 'type' }
  | { ok: false; problem: Finding['problem']; reason: string };

/** Where a kind's own container signature is (an old Office file is an OLE file); a package's are officeZip's to know. */
const OWN_SIGNATURES: Partial<Record<Accepted, ReadonlySet<number>>> = { doc: new Set([0]), xls: new Set([0]) };

/** The structure of each kind (for a PDF, the parse of its objects comes last: it costs the most). */
async function checkStructure(ext: Accepted, buf: Buffer): Promise<Finding | { data: Buffer; dropped: string[] } | null> {
  switch (ext) {
    case 'png':
      return checkPng(buf);
    case 'jpg':
    case 'jpeg':
      return checkJpeg(buf);
    case 'pdf':
      return checkPdf(buf);
    case 'docx':
    case 'xlsx':
      return checkOfficeZip(buf, ext);
    case 'doc':
    case 'xls':
      return checkCompoundFile(buf, ext);
  }
}

export async function checkDocument(fileName: string, buf: Buffer): Promise<DocumentCheck> {
  const ext = extensionOf(fileName);
  if (!ext) return { ok: false, problem: 'type' };
  const detected = await fileTypeFromBuffer(buf);
  if (detected?.ext !== DETECTED_AS[ext]) return { ok: false, problem: 'type' };
  const structure = await checkStructure(ext, buf);
  if (structure && 'problem' in structure) return { ok: false, ...structure };
  // Another container's signature anywhere in the file as it came (a .docx's own zip is judged by its check).
  const container = ext === 'docx' || ext === 'xlsx' ? null : foreignContainer(buf, OWN_SIGNATURES[ext]);
  if (container) return { ok: false, ...container };
  // Markup is refused wherever it is in the file as it came, also in chunks the PNG check drops.
  const finding = activeContent(buf) ?? (ext === 'pdf' ? await checkPdfObjects(buf) : null);
  if (finding) return { ok: false, ...finding };
  return { ok: true, ext, mime: MIME[ext], data: structure?.data ?? buf, dropped: structure?.dropped ?? [] };
}
