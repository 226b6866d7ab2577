/**
 * The shell's index.html, cut once (when the site server starts) into the pieces between the
 * places a page's values go: its language, title and description, the head's tags, the banner at
 * the start of the body, and the app's root. A page is then those pieces joined with its values
 * (html.ts): no search or replacement runs over a page, and none ever over a release's markup,
 * so the work is linear in the page's size whatever the markup holds.
 *
 * Two forms: for a page the server rendered (the root holds the release's markup, the entry
 * scripts are loaded late by the head's loader) and for one the browser renders (the boot header,
 * the entry scripts as they are, the page's API answers after it).
 */
import { SERVER_RENDERED_ATTRIBUTE } from '@ssb/shell/server';

type DocumentSlot = 'lang' | 'title' | 'description' | 'noscript' | 'brand' | 'head' | 'banner' | 'tail' | 'root';

type Fill = (values: Record<DocumentSlot, string>) => string;

export interface DocumentTemplate {
  rendered: Fill;
  unrendered: Fill;
  /** The template's own entry scripts (`<script defer src>`), which a rendered page loads late. */
  entryScripts: string[];
  /** The texts of the template's own inline scripts, if it has any (a cached page allows them by hash). */
  inlineScripts: string[];
}

const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const MARK = '\u0000';
const slot = (name: DocumentSlot) => `${MARK}${name}${MARK}`;

/**
 * The pieces of `text` between its slots, and the slot after each piece (none after the last).
 * `required` slots must be there; a template without, say, a description simply gets none.
 */
function cut(text: string, required: readonly DocumentSlot[]): Fill {
  const parts = text.split(MARK);
  const pieces = parts.filter((_, i) => i % 2 === 0);
  const slots = parts.filter((_, i) => i % 2 === 1) as DocumentSlot[];
  const missing = required.filter((name) => !slots.includes(name));
  if (missing.length) throw new Error(`the shell's index.html has no place for ${missing.join(', ')}`);
  return (values) => {
    let html = '';
    for (let i = 0; i < pieces.length; i += 1) html += (pieces[i] ?? '') + (i < slots.length ? values[slots[i] as DocumentSlot] : '');
    return html;
  };
}

export function compileTemplate(template: string): DocumentTemplate {
  if (template.includes(MARK)) throw new Error('the shell’s index.html holds a NUL character');
  const common = (text: string) =>
    text
      .replace(/<html lang=("[^"]*"|[^\s>]*)/, `<html lang="${slot('lang')}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${slot('title')}</title>`)
      .replace(/<meta name="?description"? content="[^"]*"/, `<meta name="description" content="${slot('description')}"`)
      .replace('<!--ssb:noscript-->', slot('noscript'))
      .replace(/<!--ssb:head-->|<\/head>/, (found) => (found === '</head>' ? `${slot('head')}</head>` : slot('head')))
      .replace(/<body[^>]*>/, (body) => `${body}${slot('banner')}`);
  // The root's boot markup ends at its marker (it holds elements of its own); a template without one, at its first </div>.
  const root = template.includes('<!--/ssb:root-->') ? /<div id="root">[\s\S]*?<!--\/ssb:root--><\/div>/ : /<div id="root">[\s\S]*?<\/div>/;
  const rendered = common(template.replace(DEFERRED_SCRIPT, '')).replace(
    root,
    () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${slot('root')}</div>`,
  );
  const unrendered = common(template)
    .replace('<!--ssb:brand-->', slot('brand'))
    .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${slot('tail')}</body>`);
  return {
    // A template with no root at all (a bare test page) shows no rendered markup, as before.
    rendered: cut(rendered, ['head']),
    unrendered: cut(unrendered, ['head']),
    entryScripts: [...template.matchAll(DEFERRED_SCRIPT)].map((m) => m[1] ?? ''),
    inlineScripts: [...template.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? ''),
  };
}
