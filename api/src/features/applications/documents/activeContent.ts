/**
 * Markup or script anywhere in a document's bytes. A browser that sniffs the file, or a viewer
 * that renders HTML, would run it: a PDF whose body is a web page is the classic polyglot.
 * Compressed parts (zip entries, PDF streams) are not unpacked; what they hide no browser
 * renders from the file itself.
 */
import { unsafe, type Finding } from './finding';

const MARKUP = /<(script|html|body|iframe|object|embed|svg[\s/>]|!doctype\s+html|\?php|meta\s+http-equiv|link\s[^>]*rel)|javascript:|vbscript:/i;

export function activeContent(buf: Buffer): Finding | null {
  const found = MARKUP.exec(buf.toString('latin1'));
  return found ? unsafe(`markup or script (${found[0].slice(0, 20)}) at ${found.index}`) : null;
}
