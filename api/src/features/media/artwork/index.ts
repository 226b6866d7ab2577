/** Which picture a media name stands for: card faces, portraits, posters, link icons and scenes. */
import { LRUCache } from 'lru-cache';
import { news } from '../../../../seed/content/about';
import { cardArtwork, isFaceLanguage } from './cards';
import { portraitArtwork } from './portraits';
import { linkArtwork, posterArtwork } from './posters';
import { scene, type Theme } from './scenes';
import { renderSvg, viewFor, type Artwork } from './svg';

/** News pictures follow the news' topic, found from its slug. */
const NEWS_THEMES: [RegExp, Theme][] = [
  [/anniversary|licen[cs]e/, 'anniversary'],
  [/khorugh|rasht/, 'mountainBranch'],
  [/office|branch/, 'branch'],
  [/mobile|app/, 'app'],
  [/gold/, 'goldCard'],
  [/card-safety|safety|fraud/, 'security'],
  [/korti|card|visa|mastercard/, 'card'],
  [/deposit|saving/, 'savings'],
  [/farmer|agro/, 'agro'],
  [/literacy|lesson|school/, 'literacy'],
  [/atm/, 'atm'],
  [/women|partner|agreement/, 'partnership'],
  [/forum|conference/, 'forum'],
  [/navruz/, 'navruz'],
  [/report/, 'report'],
  [/new-year|hours|holiday/, 'holiday'],
  [/transfer/, 'transfer'],
  [/green|solar|energy/, 'green'],
  [/contact|call/, 'contact'],
  [/charity|help/, 'partnership'],
];

function newsTheme(id: number): Theme {
  const slug = news.find((n) => n.id === id)?.slug ?? '';
  return NEWS_THEMES.find(([pattern]) => pattern.test(slug))?.[1] ?? 'branch';
}

const CREDIT_THEMES: Record<string, Theme> = {
  consumer: 'loan',
  mortgage: 'mortgage',
  auto: 'auto',
  education: 'education',
  agro: 'agro',
  express: 'express',
  business: 'business',
  'working-capital': 'capital',
};
const DEPOSIT_THEMES: Record<number, Theme> = { 5: 'business', 9: 'transfer' };
const SERVICE_THEMES: Record<string, Theme> = {
  guarantees: 'guarantee',
  'letters-of-credit': 'tradeDocs',
  'cash-collection': 'collection',
  'salary-project': 'salary',
  'salary-budget': 'budget',
};
const TRANSFER_THEMES: Record<string, Theme> = { 'ssb-express': 'transfer', 'in-country': 'inCountry' };
const SLIDER_THEMES: Theme[] = ['loan', 'savings', 'app', 'card'];
const PROPERTY_THEMES: Theme[] = ['flat', 'shop', 'truck', 'plot', 'agro'];

const LABELS: Partial<Record<Theme, string>> = {
  loan: 'Consumer loan',
  savings: 'Savings and deposits',
  app: 'The SSB Mobile app',
  branch: 'An SSB office',
  mountainBranch: 'An SSB office in the mountains',
};

function sceneArtwork(theme: Theme, variant: number, width = 800, height = 500): Artwork {
  const { background, body } = scene(theme, variant);
  const label = LABELS[theme] ?? `SSB Bank illustration: ${theme.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`;
  return { width, height, view: viewFor(width, height), label, background, body };
}

const int = (text: string | undefined) => Number.parseInt(text ?? '', 10);

/** The artwork of a valid media name (every valid name has one: unknown ones get a branch scene). */
function artworkOf(name: string): Artwork {
  const [kind = '', ...rest] = name.split('-');
  const tail = rest.join('-');
  const id = int(rest[0]);
  switch (kind) {
    case 'card': {
      const face = rest.length === 1 ? cardArtwork(id) : isFaceLanguage(rest[1]) && rest.length === 2 ? cardArtwork(id, rest[1]) : undefined;
      if (face) return face;
      break;
    }
    case 'head': {
      const portrait = portraitArtwork(id);
      if (portrait) return portrait;
      break;
    }
    case 'video': {
      const poster = rest.length === 1 ? posterArtwork(id) : isFaceLanguage(rest[1]) && rest.length === 2 ? posterArtwork(id, rest[1]) : undefined;
      if (poster) return poster;
      break;
    }
    case 'link': {
      const icon = linkArtwork(tail);
      if (icon) return icon;
      break;
    }
    case 'slider':
      if (SLIDER_THEMES[id - 1]) return sceneArtwork(SLIDER_THEMES[id - 1]!, id - 1);
      break;
    case 'news':
      if (id > 0) return sceneArtwork(newsTheme(id), id + (int(rest[1]) || 0));
      break;
    case 'gallery':
      // The gallery's photos are of the first news items: the same scenes, at 3:2 and 4:3.
      if (id > 0) return rest[1] === 'thumb' ? sceneArtwork(newsTheme(id), id + 1, 320, 240) : sceneArtwork(newsTheme(id), id + 1, 1200, 800);
      break;
    case 'credit':
      if (CREDIT_THEMES[tail]) return sceneArtwork(CREDIT_THEMES[tail]!, Object.keys(CREDIT_THEMES).indexOf(tail));
      break;
    case 'deposit':
      if (id > 0) return sceneArtwork(DEPOSIT_THEMES[id] ?? 'savings', id);
      break;
    case 'service':
      if (SERVICE_THEMES[tail]) return sceneArtwork(SERVICE_THEMES[tail]!, Object.keys(SERVICE_THEMES).indexOf(tail));
      break;
    case 'transfer':
      if (TRANSFER_THEMES[tail]) return sceneArtwork(TRANSFER_THEMES[tail]!, Object.keys(TRANSFER_THEMES).indexOf(tail) + 1);
      break;
    case 'property':
      if (PROPERTY_THEMES[id - 1]) return sceneArtwork(PROPERTY_THEMES[id - 1]!, id);
      break;
  }
  return name.endsWith('-thumb') ? sceneArtwork('branch', 0, 320, 200) : sceneArtwork('branch', 0);
}

// Names are validated but unbounded: the cache keeps the few hundred read most recently, so a
// crawler asking for every name does not push out the pictures of the pages people visit.
const cache = new LRUCache<string, { svg: string; field: string }>({ max: 256 });

/** The SVG of a name and the colour under it (the PNG of the same name is painted in it). */
export function artwork(name: string): { svg: string; field: string } {
  let hit = cache.get(name);
  if (!hit) {
    const art = artworkOf(name);
    hit = { svg: renderSvg(art), field: art.background ?? ('field' in art && typeof art.field === 'string' ? art.field : '#CC1818') };
    cache.set(name, hit);
  }
  return hit;
}
