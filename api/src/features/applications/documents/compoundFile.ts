/**
 * An old Word or Excel document (.doc, .xls) is an OLE compound file: a 512-byte header with
 * its byte-order mark and sector size, a body of whole sectors, and a directory naming the
 * document's main stream (WordDocument; Workbook, or Book in Excel 95). Macro storages are
 * refused.
 */
import { damaged, unsafe, type Finding } from './finding';

const utf16 = (name: string) => Buffer.from(name, 'utf16le');
const MAIN_STREAMS = { doc: [utf16('WordDocument')], xls: [utf16('Workbook'), utf16('Book\0')] } as const;
const MACROS = [utf16('_VBA_PROJECT'), utf16('Macros'), utf16('_VBA_PROJECT_CUR')];

export function checkCompoundFile(buf: Buffer, kind: 'doc' | 'xls'): Finding | null {
  if (buf.length < 1024) return damaged('shorter than a compound file can be');
  if (buf.readUInt16LE(28) !== 0xfffe) return damaged('no byte-order mark');
  const major = buf.readUInt16LE(26);
  const sectorShift = buf.readUInt16LE(30);
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) return damaged('an unknown version or sector size');
  const sector = 1 << sectorShift;
  if (buf.length % sector !== 0 && (buf.length - 512) % sector !== 0) return damaged('not made of whole sectors');
  if (MACROS.some((name) => buf.includes(name))) return unsafe('macros');
  if (!MAIN_STREAMS[kind].some((name) => buf.includes(name))) return damaged(`no main stream of a .${kind}`);
  return null;
}
