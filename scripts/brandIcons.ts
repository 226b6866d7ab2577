/**
 * `npx tsx scripts/brandIcons.ts`: makes the site's icons and its link-preview picture in
 * shell/public/brand/ from one drawing of the bank's mark (DESIGN.md's red, the header logo's S),
 * rasterised by Debian's Chromium. Run it again when the mark changes; the shell's build copies
 * the files to the site's root (shell/webpack.config.cjs).
 *
 * favicon.svg and favicon.ico (a 32 px PNG inside) for browsers' tabs, icon-192.png and
 * icon-512.png (maskable: the mark inside the safe circle) for the web manifest, apple-touch-icon.png
 * (180 px, no transparency) for iOS, og-image.png (1200 × 630) for link previews.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'shell/public/brand');
const RUBIK = path.join(ROOT, 'node_modules/@fontsource/rubik/files/rubik-latin-500-normal.woff2');

/** The bank's red of its logo and buttons (primaryStrong: white on it is 5.7:1). */
const RED = '#CC1818';
/** The header logo's S, drawn in a 28-unit square. */
const S_PATH = 'M8 18c0 2 2 3 6 3s6-1 6-3-2-3-6-4-6-2-6-4 2-3 6-3 6 1 6 3';

/** The mark: a rounded red square with the white S; `inset` shrinks the S toward the centre (a maskable icon's safe zone). */
function markSvg({ rounded, inset = 0 }: { rounded: boolean; inset?: number }): string {
  const scale = 1 - 2 * inset;
  const shift = 14 * (1 - scale);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28" width="28" height="28">',
    `<rect width="28" height="28" rx="${rounded ? 6 : 0}" fill="${RED}"/>`,
    `<path d="${S_PATH}" transform="translate(${shift.toFixed(3)} ${shift.toFixed(3)}) scale(${scale.toFixed(3)})" stroke="#fff" stroke-width="2.4" stroke-linecap="round" fill="none"/>`,
    '</svg>',
  ].join('');
}

/** The link preview: the mark and the bank's name on the site's light background. */
function previewHtml(): string {
  const font = readFileSync(RUBIK).toString('base64');
  return `<!doctype html><html><head><style>
    @font-face { font-family: Rubik; font-weight: 500; src: url(data:font/woff2;base64,${font}) format('woff2'); }
    html, body { margin: 0; width: 1200px; height: 630px; }
    body { display: flex; align-items: center; justify-content: center; gap: 56px; background: #F7F7F7; font-family: Rubik; }
    .mark { width: 260px; height: 260px; }
    .name { color: ${RED}; font-size: 168px; font-weight: 500; letter-spacing: 2px; }
    .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 24px; background: ${RED}; }
  </style></head><body><div class="mark">${markSvg({ rounded: true }).replace('width="28" height="28"', 'width="260" height="260"')}</div><div class="name">SSB</div><div class="bar"></div></body></html>`;
}

/** An .ico holding one PNG (every browser since IE Vista reads PNG inside ICO). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the PNG right after this header
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage();
  const raster = async (svg: string, size: number): Promise<Buffer> => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0">${svg.replace('width="28" height="28"', `width="${size}" height="${size}"`)}</body></html>`);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  const favicon = markSvg({ rounded: true });
  writeFileSync(path.join(OUT, 'favicon.svg'), `${favicon}\n`);
  writeFileSync(path.join(OUT, 'favicon.ico'), icoOf(await raster(favicon, 32), 32));
  // Maskable: a launcher may cut the icon to a circle of 80 % of its side; the S stays inside.
  const maskable = markSvg({ rounded: false, inset: 0.14 });
  writeFileSync(path.join(OUT, 'icon-192.png'), await raster(maskable, 192));
  writeFileSync(path.join(OUT, 'icon-512.png'), await raster(maskable, 512));
  // iOS rounds the corners itself and shows transparency as black: a full square.
  writeFileSync(path.join(OUT, 'apple-touch-icon.png'), await raster(markSvg({ rounded: false, inset: 0.08 }), 180));
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(previewHtml());
  await page.evaluate(() => document.fonts.ready);
  writeFileSync(path.join(OUT, 'og-image.png'), await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 630 } }));
  console.log(`[brand] wrote ${path.relative(ROOT, OUT)}/: favicon.svg, favicon.ico, icon-192.png, icon-512.png, apple-touch-icon.png, og-image.png`);
} finally {
  await browser.close();
}
