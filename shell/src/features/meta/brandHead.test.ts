import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandHeadTags } from './brandHead';

const PAGE = {
  lang: 'ru' as const,
  title: 'Потребительский кредит — Банк SSB',
  description: 'Кредит на "бытовую технику" & ремонт.',
  siteName: 'Банк SSB',
  origin: 'https://ssb.tj',
  url: 'https://ssb.tj/ru/Credit/1',
};
const BRAND = path.resolve(__dirname, '../../../public/brand');
const content = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)" />`, 'g'))].map((m) => m[1]);

it('describes the page for a link preview: title, description, address, picture, locale and its alternates', () => {
  const html = brandHeadTags(PAGE);
  expect(content(html, 'og:title')).toEqual(['Потребительский кредит — Банк SSB']);
  // Escaped as an attribute: a quote in the text cannot end it.
  expect(content(html, 'og:description')).toEqual(['Кредит на &quot;бытовую технику&quot; &amp; ремонт.']);
  expect(content(html, 'og:url')).toEqual(['https://ssb.tj/ru/Credit/1']);
  expect(content(html, 'og:image')).toEqual(['https://ssb.tj/og-image.png']);
  expect(content(html, 'og:locale')).toEqual(['ru_RU']);
  expect(content(html, 'og:locale:alternate')).toEqual(['tg_TJ', 'en_US']);
  expect(content(html, 'og:site_name')).toEqual(['Банк SSB']);
});

it('gives a 404 page the icons only: it is no page to share', () => {
  const html = brandHeadTags({ ...PAGE, url: null });
  expect(html).not.toContain('og:');
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
});

it('names only files the brand folder has, and the manifest names only its icons', () => {
  const html = brandHeadTags(PAGE);
  const named = [...html.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]!).concat('og-image.png');
  for (const file of named) expect([file, existsSync(path.join(BRAND, file))]).toEqual([file, true]);
  const manifest = JSON.parse(readFileSync(path.join(BRAND, 'site.webmanifest'), 'utf8')) as {
    icons: { src: string; sizes: string }[];
    theme_color: string;
  };
  for (const icon of manifest.icons) {
    const png = readFileSync(path.join(BRAND, icon.src.slice(1)));
    // The PNG's own width and height (IHDR) are the sizes the manifest says.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  expect(manifest.theme_color).toBe('#CC1818');
  const apple = readFileSync(path.join(BRAND, 'apple-touch-icon.png'));
  expect([apple.readUInt32BE(16), apple.readUInt32BE(20)]).toEqual([180, 180]);
});
