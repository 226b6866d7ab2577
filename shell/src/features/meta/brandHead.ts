/**
 * The head tags that make the bank recognisable outside its pages: its icons and web manifest
 * (shell/public/brand/, at the site's root), and the Open Graph description of the page that a
 * messenger or a social network shows when the page's link is shared. The site server writes them
 * into every page's HTML (scrapers run no script); a 404 page gets the icons only.
 */
import type { LangCode } from '@ssb/contracts';

/** Open Graph's locales (language_TERRITORY) of the site's languages. */
const OG_LOCALES: Record<LangCode, string> = { tj: 'tg_TJ', ru: 'ru_RU', en: 'en_US' };

/** The link preview's picture (1200 × 630) and the icons, as the brand folder names them. */
const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

const ICONS = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
  '<link rel="manifest" href="/site.webmanifest" />',
].join('');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const property = (name: string, content: string | number) => `<meta property="${name}" content="${attribute(String(content))}" />`;

export interface BrandHeadOptions {
  lang: LangCode;
  /** The page's whole title and its description (routeMeta). */
  title: string;
  description: string;
  /** The bank's name in the page's language (og:site_name, the picture's alternative text). */
  siteName: string;
  /** The site's public origin: Open Graph wants absolute addresses. */
  origin: string;
  /** The page's own absolute address (its canonical one); null for the 404 page, which has none. */
  url: string | null;
}

export function brandHeadTags({ lang, title, description, siteName, origin, url }: BrandHeadOptions): string {
  if (url === null) return ICONS;
  const alternates = (Object.keys(OG_LOCALES) as LangCode[]).filter((code) => code !== lang);
  return [
    ICONS,
    property('og:type', 'website'),
    property('og:site_name', siteName),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:image', `${origin}${OG_IMAGE.path}`),
    property('og:image:width', OG_IMAGE.width),
    property('og:image:height', OG_IMAGE.height),
    property('og:image:alt', siteName),
    property('og:locale', OG_LOCALES[lang]),
    ...alternates.map((code) => property('og:locale:alternate', OG_LOCALES[code])),
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('');
}
