import type { PageBlock } from '@ssb/api-client';

export interface PolicySection {
  /** The element id the contents link to. */
  id: string;
  heading: string;
  blocks: PageBlock[];
}

/**
 * A page body cut at its headings: each heading with the blocks under it. Blocks before the
 * first heading are the preamble.
 */
export function splitSections(body: readonly PageBlock[]): { preamble: PageBlock[]; sections: PolicySection[] } {
  const preamble: PageBlock[] = [];
  const sections: PolicySection[] = [];
  for (const block of body) {
    if (block.kind === 'heading') sections.push({ id: `privacy-${sections.length + 1}`, heading: block.text, blocks: [] });
    else (sections.at(-1)?.blocks ?? preamble).push(block);
  }
  return { preamble, sections };
}
