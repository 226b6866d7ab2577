/**
 * What every page takes from the shell's build, read once when the site server starts: the
 * template (cut into its pieces: documentTemplate.ts) and the shell's bootstrap chunks with their
 * preloads. No font is preloaded: the web fonts come after the first paint (shell features/web-fonts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileTemplate, type DocumentTemplate } from './documentTemplate';
import { scriptPreload } from './remotePreloads';

export interface PageAssets {
  template: DocumentTemplate;
  /** The shell's own bootstrap chunks: a rendered page loads them as scripts after its first paint. */
  shellChunks: string[];
  /** Their preloads, main.js first, for a page the browser renders. */
  shellPreloads: string;
}

/** The shell's own bootstrap chunks (preload.json, written by its build). */
async function readShellChunks(distDir: string): Promise<string[]> {
  try {
    const { scripts } = JSON.parse(await readFile(path.join(distDir, 'preload.json'), 'utf8')) as { scripts: string[] };
    return scripts.map((file) => `/${file}`);
  } catch {
    return []; // an older build without the list: the chunks load after main.js, as before
  }
}

export async function readPageAssets(distDir: string): Promise<PageAssets> {
  const template = compileTemplate(await readFile(path.join(distDir, 'index.html'), 'utf8'));
  const shellChunks = await readShellChunks(distDir);
  // main.js (the federation runtime) first: the page's scripts all wait for it.
  const shellPreloads = shellChunks.length ? ['/main.js', ...shellChunks].map((href) => scriptPreload(href)).join('') : '';
  return { template, shellChunks, shellPreloads };
}
