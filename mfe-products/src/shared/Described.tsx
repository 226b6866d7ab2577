import { useEffect } from 'react';
import { splitDescription } from '@ssb/api-client';
import { Text } from '@ssb/ui-kit';

/**
 * A product description split at the info marker: `before` above the embedded widget and
 * `after` below it. Without the marker the whole text is the description and the case is
 * logged (a content fault), never an empty page.
 */
export function useDescription(kind: string, id: number, text: string) {
  const { description, description2, hasMarker } = splitDescription(text);
  useEffect(() => {
    if (!hasMarker) console.warn(`[mfe-products] ${kind} ${id} has no info marker in its description`);
  }, [hasMarker, kind, id]);
  return {
    before: description.trim() ? <Text data-testid="description">{description.trim()}</Text> : null,
    after: description2.trim() ? <Text data-testid="description2">{description2.trim()}</Text> : null,
  };
}

/** The document description of a product: the start of its description. */
export const summaryOf = (text: string): string => splitDescription(text).description.trim().slice(0, 160);
