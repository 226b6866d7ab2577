import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** The site's languages: URL prefix and the API's language_id. */
export const LANGS = [
  { code: 'tj', prefix: '', id: 1 },
  { code: 'ru', prefix: '/ru', id: 2 },
  { code: 'en', prefix: '/en', id: 3 },
] as const;

export type Lang = (typeof LANGS)[number];

/** A JSON answer of the site's API (through the site server's proxy), which must be 200. */
export async function apiJson<T>(request: APIRequestContext, path: string, languageId: number): Promise<T> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await request.get(`/api${path}${sep}language_id=${languageId}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

export interface ListedItem {
  id: number;
  slug?: string;
  title: string;
}

/** The first item of an API list, the one a detail-page test opens. */
export async function firstOf(request: APIRequestContext, path: string, languageId: number): Promise<ListedItem> {
  const list = await apiJson<{ results: ListedItem[] }>(request, path, languageId);
  const first = list.results[0];
  if (!first) throw new Error(`${path} lists nothing`);
  return first;
}
