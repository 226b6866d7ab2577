/** Video posters (16:9, a play symbol and the video's title) and the icons of the useful links. */
import { videos } from '../../../../seed/content/about';
import type { Translated } from '../../../shared/language';
import type { FaceLanguage } from './cards';
import { at, card, coins, phone, play } from './parts';
import { C, SANS, escapeXml, type Artwork } from './svg';

/** Words in lines of at most `width` characters (a long word keeps its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + word.length < width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Each video's picture behind its title, by id. */
const POSTER_ART: Record<number, string> = {
  1: at(520, 70, 1.1, phone()),
  2: at(500, 170, 1.1, card('#1E8C4E')) + at(580, 120, 1, card(C.red)) + at(720, 400, 0.8, coins(3)),
};

const POSTER_LABEL: Record<FaceLanguage, string> = { tj: 'Видео', ru: 'Видео', en: 'Video' };

/**
 * The poster of video <id> in a language (the gallery asks for video-<id>-<language>): its
 * artwork carries the title the page captions it with. A name without a language is the Tajik
 * poster, the site's default language.
 */
export function posterArtwork(id: number, lang: FaceLanguage = 'tj'): Artwork | undefined {
  const video = videos.find((v) => v.id === id);
  if (!video) return undefined;
  const title = (video.doc.title as Translated)[lang];
  const minutes = Number(video.doc.durationSeconds ?? 0);
  const duration = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  const lines = wrap(title, 16);
  const body =
    `<circle cx="640" cy="230" r="230" fill="${C.redStrong}"/>` +
    (POSTER_ART[id] ?? '') +
    `<rect x="60" y="70" width="86" height="10" rx="5" fill="${C.red}"/><text x="60" y="60" font-family="${SANS}" font-size="26" font-weight="700" fill="#fff" letter-spacing="4">SSB</text>` +
    lines
      .map(
        (line, i) => `<text x="60" y="${140 + i * 44}" font-family="${SANS}" font-size="36" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
      )
      .join('') +
    at(140, 330, 1, play(48)) +
    `<rect x="60" y="396" width="84" height="34" rx="17" fill="#000" opacity=".45"/><text x="102" y="420" font-family="${SANS}" font-size="20" fill="#fff" text-anchor="middle">${duration}</text>`;
  return { width: 800, height: 450, view: [0, 0, 800, 450], label: `${POSTER_LABEL[lang]}: ${title}`, background: C.ink, body };
}

/** Square icons for the useful links (public bodies: drawn as plain symbols, never their emblems). */
const LINK_ICONS: Record<string, [string, string]> = {
  nbt: [
    'National Bank of Tajikistan',
    `<path d="M10 30 40 12l30 18z" fill="${C.redStrong}"/>${[16, 30, 44, 58].map((x) => `<rect x="${x - 3}" y="32" width="6" height="24" fill="${C.muted}"/>`).join('')}<rect x="10" y="58" width="60" height="8" rx="2" fill="${C.ink}"/>`,
  ],
  khovar: [
    'Khovar news agency',
    `<rect x="12" y="14" width="56" height="52" rx="6" fill="#fff"/><rect x="18" y="20" width="44" height="10" rx="2" fill="${C.red}"/><rect x="18" y="36" width="20" height="18" fill="${C.line}"/>${[36, 44, 52].map((y) => `<rect x="42" y="${y}" width="20" height="4" rx="2" fill="${C.muted}"/>`).join('')}`,
  ],
  president: [
    'President of the Republic of Tajikistan',
    `<path d="M14 62V34a26 26 0 0 1 52 0v28z" fill="#fff"/><rect x="36" y="8" width="4" height="14" fill="${C.ink}"/><path d="M40 8h14l-4 5 4 5H40z" fill="${C.red}"/>${[24, 36, 48].map((x) => `<rect x="${x}" y="40" width="8" height="22" fill="${C.glass}"/>`).join('')}<rect x="10" y="62" width="60" height="6" rx="2" fill="${C.ink}"/>`,
  ],
  minfin: [
    'Ministry of Finance of Tajikistan',
    at(40, 62, 0.6, coins(4)) +
      `<path d="M52 18h14v14" fill="none" stroke="${C.red}" stroke-width="5" stroke-linecap="round"/><path d="M30 40 66 18" stroke="${C.red}" stroke-width="5" stroke-linecap="round"/>`,
  ],
};

export function linkArtwork(slug: string): Artwork | undefined {
  const icon = LINK_ICONS[slug];
  if (!icon) return undefined;
  return { width: 80, height: 80, view: [0, 0, 80, 80], label: icon[0], background: C.redSoft, body: icon[1] };
}
