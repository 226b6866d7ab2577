/**
 * What a name or a free-text field may hold. Control characters (NUL, CR/LF: a CR/LF in a name
 * would forge a line of the staff's notification e-mail), bidi overrides (text that displays
 * differently from what it is) and zero-width characters (names that look equal but are not)
 * are refused, not silently removed, so the visitor knows what was wrong. A multi-line field (a
 * complaint's message) may hold line breaks, normalised to \n.
 */
// Control characters are exactly what this pattern is for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\n\r\t]/;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u180E]/;

/** The field's value as stored (NFC, trimmed, line breaks as \n), or null when it is refused. */
export function plainText(raw: string, { multiline }: { multiline: boolean }): string | null {
  const value = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (CONTROL.test(value) || BIDI.test(value) || ZERO_WIDTH.test(value)) return null;
  if (!multiline && LINE_BREAK.test(value)) return null;
  if (multiline && /\t/.test(value)) return null;
  return value;
}
