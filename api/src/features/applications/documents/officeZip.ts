/**
 * A Word or Excel document (.docx, .xlsx) is a zip package: its central directory is read from
 * the end record, which must end the file (data after it is how zip polyglots are made). The
 * package must have its content types and main part, and may not carry macros (vbaProject.bin)
 * or entries that climb out of their folder.
 */
import { damaged, unsafe, type Finding } from './finding';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const MAIN_PART = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml' } as const;

function entryNames(buf: Buffer): string[] | Finding {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const from = Math.max(0, buf.length - 22 - 0xffff);
  let end = -1;
  for (let i = buf.length - 22; i >= from; i -= 1) {
    if (buf.readUInt32LE(i) === END_OF_DIRECTORY && i + 22 + buf.readUInt16LE(i + 20) === buf.length) {
      end = i;
      break;
    }
  }
  if (end < 0) return damaged('no end of central directory at the end of the file');
  const count = buf.readUInt16LE(end + 10);
  const size = buf.readUInt32LE(end + 12);
  let offset = buf.readUInt32LE(end + 16);
  if (count === 0 || offset + size > end) return damaged('a central directory outside the file');
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > end || buf.readUInt32LE(offset) !== DIRECTORY_ENTRY) return damaged('a broken central directory');
    const nameLength = buf.readUInt16LE(offset + 28);
    const extraLength = buf.readUInt16LE(offset + 30);
    const commentLength = buf.readUInt16LE(offset + 32);
    names.push(buf.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export function checkOfficeZip(buf: Buffer, kind: 'docx' | 'xlsx'): Finding | null {
  if (buf.length < 22) return damaged('too short for a zip');
  const names = entryNames(buf);
  if (!Array.isArray(names)) return names;
  if (names.some((n) => n.startsWith('/') || n.split(/[\\/]/).includes('..'))) return unsafe('an entry outside the package');
  if (names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) return unsafe('macros');
  if (!names.includes('[Content_Types].xml') || !names.includes(MAIN_PART[kind])) return damaged(`no ${MAIN_PART[kind]}`);
  return null;
}
