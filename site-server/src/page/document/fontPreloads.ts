import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LangCode } from '@ssb/contracts/node';

/**
 * The two Rubik files (400 and 500) the first paint of a language needs: the Cyrillic ones
 * for Tajik and Russian, the Latin ones for English. Found by name in the build output, as
 * their names carry a content hash.
 */
export async function findFontPreloads(distDir: string): Promise<Record<LangCode, string[]>> {
  let files: string[] = [];
  try {
    files = await readdir(path.join(distDir, 'assets'));
  } catch {
    // No assets folder (a build without fonts): nothing to preload.
  }
  const pick = (subset: string) =>
    ['400', '500'].flatMap((weight) => {
      const file = files.find((f) => f.startsWith(`rubik-${subset}-${weight}-normal.`) && f.endsWith('.woff2'));
      return file ? [`/assets/${file}`] : [];
    });
  const cyrillic = pick('cyrillic');
  return { tj: cyrillic, ru: cyrillic, en: pick('latin') };
}

export const preloadTags = (hrefs: string[]): string =>
  hrefs.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`).join('');
