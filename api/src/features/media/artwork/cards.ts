/**
 * Card faces for the cards of the seed, in the proportion of a real card (85.6 × 54 mm): the bank's
 * mark, a chip, the contactless sign, a masked number, the card's name and its network, the
 * network drawn as the bank's own emblem beside the name in plain capitals (never its logo).
 */
import { cards } from '../../../../seed/content/products';
import type { Translated } from '../../../shared/language';
import { C, SANS, escapeXml, type Artwork } from './svg';

type Tier = 'classic' | 'gold' | 'graphite' | 'national' | 'business';

interface Palette {
  from: string;
  to: string;
  text: string;
  /** The bank's mark: red on light cards, white on dark ones. */
  mark: string;
  /** Shapes drawn over the field (inside the card). */
  decor: string;
}

const PALETTES: Record<Tier, Palette> = {
  classic: {
    from: '#FF3A3A',
    to: '#C41414',
    text: '#FFFFFF',
    mark: '#FFFFFF',
    decor: `<circle cx="760" cy="60" r="300" fill="#fff" opacity=".08"/><circle cx="900" cy="560" r="330" fill="#000" opacity=".08"/>`,
  },
  gold: {
    from: '#F6DC8E',
    to: '#C8932C',
    text: '#3A2806',
    mark: '#3A2806',
    decor: `<circle cx="760" cy="60" r="300" fill="#fff" opacity=".2"/><path d="M0 430C220 360 520 520 856 380v160H0z" fill="#8A5A0E" opacity=".12"/>`,
  },
  graphite: {
    from: '#55555C',
    to: '#1C1C20',
    text: '#FFFFFF',
    mark: '#FFFFFF',
    decor: `<circle cx="780" cy="40" r="320" fill="#fff" opacity=".06"/><rect x="0" y="0" width="856" height="10" fill="${C.red}"/>`,
  },
  national: {
    from: '#FFFFFF',
    to: '#EEF2EE',
    text: C.ink,
    mark: C.redStrong,
    decor: `<path d="M470 0h386v170C700 120 560 70 470 0z" fill="${C.red}"/><path d="M856 540H420c140-50 300-150 436-190z" fill="#1E8C4E"/><path d="M856 350C720 390 560 490 420 540h-40c150-60 320-170 476-226z" fill="#fff"/>`,
  },
  business: {
    from: '#24467E',
    to: '#0D1F40',
    text: '#FFFFFF',
    mark: '#FFFFFF',
    decor: `<path d="M500 0h356v540H300z" fill="#fff" opacity=".06"/><path d="M640 0h216v540H520z" fill="#fff" opacity=".05"/>`,
  },
};

/** The network's own mark, drawn by the bank: abstract shapes, 64 units wide, centred. */
const EMBLEMS: Record<string, (fill: string) => string> = {
  VISA: (f) =>
    `<path d="M-32 6c10-22 22-22 32 0s22 22 32 0" fill="none" stroke="${f}" stroke-width="9" stroke-linecap="round"/><path d="M-32-14c10-14 22-14 32 0s22 14 32 0" fill="none" stroke="${f}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`,
  MASTERCARD: (f) =>
    `<path d="M0-30 30 0 0 30-30 0z" fill="${f}"/><path d="M0-14 14 0 0 14-14 0z" fill="${f === '#FFFFFF' ? '#000' : '#fff'}" opacity=".35"/>`,
  UNIONPAY: (f) => `<path d="M-15-26h30l15 26-15 26h-30l-15-26z" fill="none" stroke="${f}" stroke-width="7"/><circle r="7" fill="${f}"/>`,
  KORTI_MILLI: () =>
    `<rect x="-32" y="-24" width="64" height="48" rx="8" fill="#fff"/><rect x="-32" y="-24" width="64" height="15" rx="6" fill="${C.red}"/><rect x="-32" y="9" width="64" height="15" rx="6" fill="#1E8C4E"/><circle r="5" fill="#D4A520"/>`,
};

/** The networks' names as printed on the face: the international ones in their own Latin letters, the national one in the page's. */
const NETWORK_NAMES: Record<string, Translated> = {
  VISA: { tj: 'VISA', ru: 'VISA', en: 'VISA' },
  MASTERCARD: { tj: 'MASTERCARD', ru: 'MASTERCARD', en: 'MASTERCARD' },
  UNIONPAY: { tj: 'UNIONPAY', ru: 'UNIONPAY', en: 'UNIONPAY' },
  KORTI_MILLI: { tj: 'КОРТИ МИЛЛӢ', ru: 'КОРТИ МИЛЛИ', en: 'KORTI MILLI' },
};

/** A face's language: one of the site's, from the tail of the media name (card-7-tj). */
export type FaceLanguage = keyof Translated;
export const isFaceLanguage = (text: string | undefined): text is FaceLanguage => text === 'tj' || text === 'ru' || text === 'en';

interface CardSeed {
  id: number;
  /** The card's name in each language, as its page titles it. */
  titles: Translated;
  /** Its English name, which picks the tier. */
  title: string;
  network: string;
  audience: string;
}

const CARD_SEEDS: CardSeed[] = cards.map(({ id, doc }) => ({
  id,
  titles: doc.title as Translated,
  title: (doc.title as Translated).en,
  network: String(doc.paymentSystem),
  audience: String(doc.audience),
}));

function tierOf({ title, network, audience }: CardSeed): Tier {
  if (/gold/i.test(title)) return 'gold';
  if (/world|platinum|premium|infinite|signature/i.test(title)) return 'graphite';
  if (audience === 'legal' || /business/i.test(title)) return 'business';
  if (network === 'KORTI_MILLI') return 'national';
  return 'classic';
}

/** Four digits of a card's masked number, steady for its id. */
const lastFour = (id: number) => String(1000 + ((id * 7919 + 4821) % 9000));

const chip = `<rect x="84" y="188" width="112" height="86" rx="14" fill="#E2C067"/><path d="M84 216h34m44 0h34M84 246h34m44 0h34M118 188v86m44-86v86" stroke="#B08A2E" stroke-width="3" fill="none"/><rect x="118" y="212" width="44" height="38" rx="6" fill="#EBCD7C"/>`;

const contactless = (fill: string) =>
  `<g fill="none" stroke="${fill}" stroke-width="7" stroke-linecap="round">${[14, 30, 46].map((r) => `<path d="M${246 + r * 0.5} ${231 - r}a${r} ${r} 0 0 1 0 ${r * 2}"/>`).join('')}</g>`;

function cardFace(seed: CardSeed, lang: FaceLanguage): Artwork {
  const p = PALETTES[tierOf(seed)];
  const emblem = (EMBLEMS[seed.network] ?? EMBLEMS.VISA!)(p.text);
  const network = escapeXml(NETWORK_NAMES[seed.network]?.[lang] ?? seed.network);
  const title = escapeXml(seed.titles[lang]);
  const body =
    `<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<clipPath id="c"><rect width="856" height="540" rx="34"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="856" height="540" fill="url(#f)"/>${p.decor}</g>` +
    `<text x="70" y="112" font-family="${SANS}" font-size="60" font-weight="700" letter-spacing="6" fill="${p.mark}">SSB</text>` +
    `<rect x="74" y="128" width="52" height="6" rx="3" fill="${seed.network === 'KORTI_MILLI' ? C.red : p.mark}"/>` +
    chip +
    contactless(p.text) +
    `<text x="84" y="368" font-family="${SANS}" font-size="40" letter-spacing="4" fill="${p.text}">•••• •••• •••• ${lastFour(seed.id)}</text>` +
    `<text x="84" y="470" font-family="${SANS}" font-size="36" font-weight="700" fill="${p.text}">${title}</text>` +
    `<g transform="translate(744 420)">${emblem}</g>` +
    `<text x="790" y="488" font-family="${SANS}" font-size="18" font-weight="700" letter-spacing="3" fill="${p.text}" text-anchor="end">${network}</text>`;
  return { width: 856, height: 540, view: [0, 0, 856, 540], label: CARD_LABEL[lang](seed.titles[lang]), background: null, body };
}

const CARD_LABEL: Record<FaceLanguage, (title: string) => string> = {
  tj: (title) => `Корти SSB: ${title}`,
  ru: (title) => `Карта SSB: ${title}`,
  en: (title) => `SSB ${title} card`,
};

/**
 * The face of card <id> in a language (the pages ask for card-<id>-<language>: the name on the
 * face is the one the page reads), or undefined for a card the seed does not have. A name
 * without a language is the English face, as before languages were added.
 */
export function cardArtwork(id: number, lang: FaceLanguage = 'en'): (Artwork & { field: string }) | undefined {
  const seed = CARD_SEEDS.find((c) => c.id === id);
  if (!seed) return undefined;
  return { ...cardFace(seed, lang), field: PALETTES[tierOf(seed)].to };
}
