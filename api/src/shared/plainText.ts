/**
 * What a name or a free-text field may hold. Control characters (NUL, CR/LF: a CR/LF in a name
 * would forge a line of the staff's notification e-mail), format characters (bidi overrides that
 * make text display differently from what it is, zero-width and invisible separators, soft
 * hyphens, tag characters), line and paragraph separators and the characters Unicode says to
 * draw as nothing (Hangul fillers among them) are refused, not silently removed, so the visitor
 * knows what was wrong. A multi-line field (a complaint's message) may hold line breaks,
 * normalised to \n, and the emoji presentation selectors that phones put after a symbol.
 */
// Categories Cc (controls), Cf (format), Zl and Zp (line and paragraph separators).
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** Drawn as nothing (U+3164 HANGUL FILLER, U+115F, U+FE00–FE0F …), though some are letters or marks by category. */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/** Emoji and text presentation selectors: the only ignorable characters a message keeps. */
const PRESENTATION = /[\uFE0E\uFE0F]/gu;

/** The field's value as stored (NFC, trimmed, line breaks as \n), or null when it is refused. */
export function plainText(raw: string, { multiline }: { multiline: boolean }): string | null {
  const value = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  const checked = multiline ? value.replace(/\n/g, '').replace(PRESENTATION, '') : value;
  if (INVISIBLE.test(checked) || DEFAULT_IGNORABLE.test(checked)) return null;
  return value;
}

/**
 * A file name as the staff see it: only a hint of what the visitor called the file (it is stored
 * under a generated name). NFC, without controls, format characters and line or paragraph
 * separators (removed, not refused: the name is not the visitor's data), white space collapsed,
 * at most `max` characters with the extension kept.
 */
export function displayName(raw: string, max = 120): string {
  const cleaned = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const chars = [...cleaned];
  if (chars.length <= max) return cleaned;
  const ext = /\.[\p{L}\p{N}]{1,10}$/u.exec(cleaned)?.[0] ?? '';
  return `${chars.slice(0, max - [...ext].length - 1).join('')}…${ext}`;
}
