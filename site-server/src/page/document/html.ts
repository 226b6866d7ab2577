// Pure modules of the contracts only: their index also loads React components, not for Node.
import { LOCALES, RESOURCES_GLOBAL, RUNTIME_CONFIG_GLOBAL, localeOf, localizePath, type LangCode, type RuntimeConfig } from '@ssb/contracts/node';
import { NOT_FOUND_GLOBAL, SHELL_CATALOGS, brandHeadTags, type DocumentMeta, type ServerRenderResult } from '@ssb/shell/server';
import { inlineScript, scriptJson } from './scriptJson';
import { escapeHtml } from '../../security/escapeHtml';
import { compileTemplate, type DocumentTemplate } from './documentTemplate';

export { compileTemplate, type DocumentTemplate };

/**
 * A rendered page is readable (and its links work) without the app. The app's code is fetched
 * once the page has loaded and painted, not before: on a phone its download would compete with
 * the page's images and fonts, and its evaluation would hold back the first paint. The preload
 * tags wait inert in a <template> until then. It stands in the head, before the release's markup:
 * nothing a release renders can reach it.
 */
function lateAppLoaderCode(scripts: string[], chunks: string[]): string {
  const start = [
    'function s(){if(s.done)return;s.done=1;var q=[];',
    // Scripts rather than preloads, so the browser compiles them while they download (a script
    // whose preload had finished was compiled in one piece when inserted: 25–35 ms for main.js
    // here). The shell's chunks only register their modules when they run, in any order.
    `${JSON.stringify(scripts)}.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;q.push(e)});`,
    `${JSON.stringify(chunks)}.forEach(function(u){var e=document.createElement('script');e.src=u;q.push(e)});`,
    "var t=document.getElementById('ssb-app-preloads');if(t)q.push.apply(q,[].slice.call(t.content.childNodes));",
    // Four requests per task: starting a dozen at once was one task of 15–20 ms here.
    '(function a(){q.splice(0,4).forEach(function(e){document.head.appendChild(e)});if(q.length)setTimeout(a,0)})()}',
    // The page's first localStorage access opens the origin's storage with a synchronous call to
    // the browser (3–26 ms here, in a fresh profile). The federation runtime reads it while
    // main.js runs, so it is paid here, in a task of its own, before main.js arrives.
    "function w(){try{window.localStorage.getItem('lang')}catch(e){}setTimeout(s,0)}",
    // After the next frame; a hidden tab gets no frames, hence the timer.
    'function l(){requestAnimationFrame(function(){setTimeout(w,0)});setTimeout(s,500)}',
    // An image that never arrives (a remote's origin that hangs) must not hold the app back for good.
    "if(document.readyState==='complete')l();else{addEventListener('load',l);setTimeout(s,3000)}",
  ].join('');
  return `(function(){${start}})()`;
}

/** A page's HTML, and the inline scripts the site wrote into it (their texts, for a cached page's hashes). */
export interface PageDocument {
  html: string;
  inlineScripts: string[];
}

/**
 * The shell's index.html for one request: the language of the path on <html>, its title and
 * description, hreflang alternates, the runtime config inline so the app does not wait for
 * another request, and the page itself when the server rendered it.
 *
 * The template was cut into pieces once (documentTemplate.ts); this only joins them with
 * the values of this page. Nothing is searched for in a release's markup, which goes in as it is,
 * in one piece, after everything the site writes that matters: its scripts, their nonce and the
 * preview's banner all stand before it, so a release's markup that ends inside a tag, a comment
 * or a script cannot swallow one of them. The work is linear in the page's size.
 */
export function renderIndexHtml(
  template: DocumentTemplate,
  options: {
    lang: LangCode;
    path: string;
    config: RuntimeConfig;
    origin: string;
    /** Tags the first paint needs (connections), in the head. */
    preloads?: string;
    /** The app's scripts and data to fetch early: in the head, or after the first paint of a rendered page. */
    appPreloads?: string;
    /** The shell's own chunks: a rendered page loads them as scripts after its first paint. */
    appChunks?: string[];
    pageData?: string;
    /** The page rendered on the server, or null: the template's boot header until the app runs. */
    rendered?: ServerRenderResult | null;
    /** The answer's CSP nonce, on every inline script written here. */
    nonce?: string;
    /** HTML at the start of the body, outside the app (the release preview's banner). */
    banner?: string;
    /** The page's own title and description (routeMeta); the site's name and description without. */
    meta?: DocumentMeta;
    /** The address of a known route answered with the 404 page: the app shows it too. */
    notFound?: boolean;
  },
): PageDocument {
  const {
    lang,
    path,
    config,
    origin,
    preloads = '',
    appPreloads = '',
    appChunks = [],
    pageData = '',
    rendered = null,
    nonce,
    banner = '',
    meta,
    notFound = false,
  } = options;
  const inlineScripts = [...template.inlineScripts];
  const script = (code: string) => {
    inlineScripts.push(code);
    return inlineScript(code, nonce);
  };
  const alternates = LOCALES.map(
    (l) => `<link rel="alternate" hreflang="${l.iso.slice(0, 2)}" href="${origin}${localizePath(path, l.code)}" />`,
  ).join('');
  // The page's title and description in its language, before any script runs.
  const messages = SHELL_CATALOGS[lang];
  const title = meta?.title ?? messages['site.name'] ?? '';
  const description = meta?.description ?? messages['site.description'] ?? '';
  const canonical = `${origin}${localizePath(path.replace(/(.)\/+$/, '$1'), lang)}`;
  const head = [
    preloads,
    rendered ? '' : appPreloads,
    // A 404 page is no page of the site: no alternates, no canonical address (and so it is the
    // same at every address of its route, for the page cache: page-cache/notFoundPages.ts).
    notFound ? '' : alternates,
    notFound ? '' : `<link rel="alternate" hreflang="x-default" href="${origin}${localizePath(path, 'tj')}" />`,
    notFound ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    brandHeadTags({ lang, title, description, siteName: messages['site.name'] ?? '', origin, url: notFound ? null : canonical }),
    script(`window.${RUNTIME_CONFIG_GLOBAL}=${scriptJson(config)};${notFound ? `window.${NOT_FOUND_GLOBAL}=true;` : ''}`),
    rendered?.styleTags ?? '',
    // A rendered page's API answers and the app's loader: before the markup, out of its reach.
    ...(rendered
      ? [
          script(`window.${RESOURCES_GLOBAL}=${scriptJson(rendered.resources)};`),
          `<template id="ssb-app-preloads">${appPreloads}</template>`,
          script(lateAppLoaderCode(template.entryScripts, appChunks)),
        ]
      : []),
  ]
    .filter(Boolean)
    .join('\n    ');
  const values = {
    lang: localeOf(lang).iso,
    title: escapeHtml(title),
    description: escapeHtml(description),
    noscript: escapeHtml(messages['site.noscript'] ?? ''),
    brand: escapeHtml(messages['site.name'] ?? ''),
    head,
    banner,
    // The page's API answers after the markup of an unrendered page (there is no release markup
    // in it), so they never delay the first paint.
    tail: pageData,
    root: rendered?.html ?? '',
  };
  return { html: rendered ? template.rendered(values) : template.unrendered(values), inlineScripts };
}
