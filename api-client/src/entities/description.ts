/**
 * Card, credit and deposit descriptions carry an encoded info marker: the text
 * before it is the description, the text after it (leading ';' removed) is description2.
 */
const INFO_MARKER = '&lt;info&gt;';

export interface SplitDescription {
  description: string;
  description2: string;
  /** False when the marker was missing: the whole text is the description. */
  hasMarker: boolean;
}

export function splitDescription(text: string): SplitDescription {
  const at = text.indexOf(INFO_MARKER);
  if (at < 0) return { description: text, description2: '', hasMarker: false };
  const rest = text.slice(at + INFO_MARKER.length).replace(/^;/, '');
  return { description: text.slice(0, at), description2: rest, hasMarker: true };
}
