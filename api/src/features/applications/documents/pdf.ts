/**
 * A PDF holds together: a version header at the very start, objects, a `startxref` that points
 * at a cross-reference table or stream inside the file, and `%%EOF` at the end with nothing but
 * white space after it. It may not carry what a viewer runs or launches: JavaScript, launch
 * actions, embedded files, rich media or form submission. Names may be written with #xx
 * escapes (/J#61vaScript), so they are decoded before the search. This search sees only what is
 * not compressed; pdfObjects.ts then reads every object with a parser, object streams included.
 */
import { damaged, encrypted, unsafe, type Finding } from './finding';

const HEADER = /^%PDF-(1\.[0-7]|2\.0)[\r\n\s%]/;
const TAIL = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/;
const OBJECT = /\d+\s+\d+\s+obj\b[\s\S]*?\bendobj\b/;
const ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|SubmitForm|ImportData)\b/;

const decodeNames = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export function checkPdf(buf: Buffer): Finding | null {
  const text = buf.toString('latin1');
  if (!HEADER.test(text)) return damaged('no PDF version header');
  const tail = TAIL.exec(text.slice(-2048));
  if (!tail) return damaged('no startxref and %%EOF at the end');
  const xref = Number(tail[1]);
  if (xref >= buf.length) return damaged('startxref beyond the file');
  // The offset names a classic table ("xref") or a cross-reference stream object; some writers are off by a line end.
  if (!/^[\s]{0,2}(xref\b|\d+\s+\d+\s+obj\b)/.test(text.slice(xref, xref + 40))) return damaged('startxref points at no cross-reference');
  if (!OBJECT.test(text)) return damaged('no objects');
  const names = decodeNames(text);
  // The encryption dictionary is named in the trailer, which is never inside an object stream.
  if (/\/Encrypt\b/.test(names)) return encrypted('an encrypted PDF');
  const active = ACTIVE.exec(names);
  return active ? unsafe(`PDF with /${active[1]}`) : null;
}
