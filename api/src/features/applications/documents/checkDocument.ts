/**
 * What an uploaded document is, decided by its content and never by its name alone: file-type
 * recognises the kind from the bytes, the kind must be the one the name says, the file must
 * hold together as that kind, and it may carry nothing a browser or a viewer would run.
 */
// The core entry: detection from a buffer, without the Node file and stream helpers (and loadable by Jest).
import { fileTypeFromBuffer } from 'file-type/core';
import { activeContent } from './activeContent';
import { DETECTED_AS, extensionOf, MIME, type Accepted } from './accepted';
import { checkCompoundFile } from './compoundFile';
import type { Finding } from './finding';
import { checkJpeg } from './jpeg';
import { checkOfficeZip } from './officeZip';
import { checkPdf } from './pdf';
import { checkPng } from './png';

export type DocumentCheck =
  { ok: true; ext: Accepted; mime: string } | { ok: false; problem: 'type' } | { ok: false; problem: Finding['problem']; reason: string };

function checkStructure(ext: Accepted, buf: Buffer): Finding | null {
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
  const finding = checkStructure(ext, buf) ?? activeContent(buf);
  return finding ? { ok: false, ...finding } : { ok: true, ext, mime: MIME[ext] };
}
