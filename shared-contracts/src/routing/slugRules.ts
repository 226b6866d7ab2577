/**
 * What a detail page's parameter can be, by its pattern: the rule of the API for the record the
 * page asks for (`/Credit/:id/` takes a whole number from 1, `/news/:slug/` a word of letters,
 * digits and hyphens). A parameter outside its rule has no record: the site server answers the
 * 404 page without asking the API, and the shell shows it without a request either.
 */
import type { PatternOf, RemoteName } from './routes';

/** `id`: a whole number from 1, without leading zeros; `slug`: 1–100 letters, digits or hyphens. */
export type SlugRule = 'id' | 'slug';

/** Every pattern with a parameter, as the route table has them. */
export type DetailPattern = Extract<PatternOf<RemoteName>, `${string}:${string}`>;

/** Typed against the route table: a new detail page does not build until its rule is here. */
export const DETAIL_SLUG_RULES = {
  '/Deposit/:slug': 'id',
  '/Credit/:slug': 'id',
  '/Card/:slug': 'id',
  '/vacancy/:slug': 'id',
  '/transfers/:slug': 'slug',
  '/services/:slug': 'slug',
  '/news/:slug': 'slug',
} as const satisfies Record<DetailPattern, SlugRule>;

const RULES: Record<SlugRule, RegExp> = {
  // At most 15 digits: within the integers a JSON number holds exactly.
  id: /^[1-9][0-9]{0,14}$/,
  slug: /^[A-Za-z0-9-]{1,100}$/,
};

/**
 * False when a parameter of a route pattern cannot name a record (`/Credit/zzz`); true for a
 * pattern without parameters, and for any value its rule allows. Only the pattern's own
 * parameters are read (a router may hold others).
 */
export function isPossibleDetail(pattern: string, params: Readonly<Record<string, string | undefined>>): boolean {
  const rule = (DETAIL_SLUG_RULES as Readonly<Record<string, SlugRule>>)[pattern];
  if (rule === undefined) return true;
  const names = pattern.split('/').flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : []));
  return names.every((name) => RULES[rule].test(params[name] ?? ''));
}
