/**
 * The one typeface of the bank's documents: DejaVu Sans, which has every letter of Tajik
 * (ғ ӣ қ ӯ ҳ ҷ), Russian and English. It is read once, on the first document, from
 * - beside this module's file: the built API (api/dist/main.mjs) has it beside the bundle
 *   (scripts/buildServers.ts copies it there, and the API image copies api/dist whole);
 * - else from its package (dejavu-fonts-ttf), where the API runs from source (tsx, Jest).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as fontkitModule from '@pdf-lib/fontkit';

const FONT_FILE = 'DejaVuSans.ttf';
const FONT_PACKAGE_PATH = `dejavu-fonts-ttf/ttf/${FONT_FILE}`;

type Fontkit = typeof fontkitModule;
// The package's ES build has one default export (the d.ts names its members): either shape works.
const fontkit: Fontkit = (fontkitModule as Fontkit & { default?: Fontkit }).default ?? fontkitModule;

export type Font = ReturnType<Fontkit['create']>;

/** Where the font file is: beside the bundle when built, in node_modules from source. */
function fontPath(): string {
  const beside = fileURLToPath(new URL(`./${FONT_FILE}`, import.meta.url));
  return existsSync(beside) ? beside : createRequire(import.meta.url).resolve(FONT_PACKAGE_PATH);
}

let loaded: Font | undefined;

export function documentFont(): Font {
  loaded ??= fontkit.create(readFileSync(fontPath()));
  return loaded;
}
