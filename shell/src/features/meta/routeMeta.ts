/**
 * Each page's title, description and canonical address, the same on the site server (in the
 * HTML before any script runs) and in the browser (on every navigation). A page's record (the
 * first answer it declares: /pages/about-bank/, /Credit/7/) names it; pages without one have
 * their own entry here; the bank's name and description are the last resort.
 */
import type { ShellMessageId } from '../../i18n/messageIds';

/**
 * A message of the page's language, or undefined when the catalog has none: the site server
 * reads its catalogs as they are, the browser through react-intl (its catalogs are compiled).
 */
export type Say = (id: string) => string | undefined;

export interface DocumentMeta {
  /** The whole `<title>` text. */
  title: string;
  description: string;
}

/** Pages that have no record of their own, or whose record's title is not the page's. */
const OWN_META: Partial<Record<string, { title?: ShellMessageId; description: ShellMessageId }>> = {
  '/': { description: 'site.description' },
  '/about': { title: 'meta.about.title', description: 'meta.about.description' },
  '/calculators': { title: 'meta.calculators.title', description: 'meta.calculators.description' },
  '/apply': { title: 'meta.apply.title', description: 'meta.apply.description' },
  '/application-status': { title: 'meta.status.title', description: 'meta.status.description' },
  '/search': { title: 'search.title', description: 'meta.search.description' },
  '/privacy': { title: 'page.privacy', description: 'meta.privacy.description' },
  '/press-center': { title: 'page.press-center', description: 'meta.press-center.description' },
};

const DESCRIPTION_MAX = 160;

/** A description of at most 160 characters, cut at a word. */
function shorten(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).replace(/[\s,;:.—-]+$/, '')}…`;
}

const textOf = (record: unknown, field: string): string | undefined => {
  const value = typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * The meta of the page of a route pattern ('/Credit/:slug'), or of the 404 page (null).
 * `record` is the page's first declared answer, when there is one.
 */
export function routeMeta(message: Say, pattern: string | null, record?: unknown): DocumentMeta {
  const say = (id: ShellMessageId) => message(id) ?? '';
  const site = say('site.name');
  if (pattern === null) return { title: `${say('notFound.title')} — ${site}`, description: say('notFound.description') };
  if (pattern === '/') return { title: say('meta.home.title'), description: textOf(record, 'summary') ?? say('site.description') };
  const own = OWN_META[pattern];
  // Without its record, a page goes by its section's name (/Credit/7: "Loans").
  const section = message(`page.${pattern.split('/')[1] ?? ''}`);
  const pageTitle = (own?.title && say(own.title)) || textOf(record, 'title') || section;
  const description = textOf(record, 'summary') ?? textOf(record, 'description') ?? say(own?.description ?? 'site.description');
  return { title: pageTitle ? `${pageTitle} — ${site}` : site, description: shorten(description) };
}
