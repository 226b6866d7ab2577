/**
 * Markup or script anywhere in a document's bytes. A browser that sniffs the file, or a viewer
 * that renders HTML, would run it: a PDF whose body is a web page is the classic polyglot, and an
 * `<img src=x onerror=…>` hidden in a picture's metadata is its smallest form. What compressed
 * parts hide is looked at by each kind's own check (a PDF's object streams by the PDF parser).
 */
import { unsafe, type Finding } from './finding';

const MARKUP = new RegExp(
  [
    '<(script|html|body|iframe|object|embed|svg[\\s/>]|!doctype\\s+html|\\?php|meta\\s+http-equiv|link\\s[^>]*rel)',
    // Any tag with an event handler: <img src=x onerror=…>, <body onload=…>, <a onmouseover=…>.
    '<[a-z][a-z0-9]{0,15}[\\s/][^<>]{0,500}?\\bon[a-z]{3,30}\\s*=',
    'javascript:',
    'vbscript:',
  ].join('|'),
  'i',
);

export function markupIn(text: string): string | null {
  const found = MARKUP.exec(text);
  return found ? `markup or script (${found[0].slice(0, 20)}) at ${found.index}` : null;
}

export function activeContent(buf: Buffer): Finding | null {
  const found = markupIn(buf.toString('latin1'));
  return found ? unsafe(found) : null;
}
