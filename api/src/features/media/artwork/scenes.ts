/**
 * The bank's illustration set: one scene per theme, drawn in an 800 × 500 space with the subject
 * kept clear of the edges (pages crop these to 16:9 or show them at 4:3).
 */
import { C, SANS } from './svg';
import {
  at,
  atm,
  backdrop,
  branch,
  bubble,
  calendar,
  card,
  clock,
  cloud,
  coins,
  globe,
  growth,
  house,
  mountains,
  percent,
  person,
  phone,
  pin,
  sheet,
  shadow,
  shield,
  sun,
  swap,
  tick,
  tree,
  van,
} from './parts';

export type Theme =
  | 'branch'
  | 'mountainBranch'
  | 'app'
  | 'card'
  | 'goldCard'
  | 'savings'
  | 'loan'
  | 'mortgage'
  | 'auto'
  | 'education'
  | 'agro'
  | 'express'
  | 'business'
  | 'capital'
  | 'literacy'
  | 'atm'
  | 'partnership'
  | 'forum'
  | 'anniversary'
  | 'navruz'
  | 'report'
  | 'holiday'
  | 'security'
  | 'transfer'
  | 'green'
  | 'contact'
  | 'guarantee'
  | 'tradeDocs'
  | 'collection'
  | 'salary'
  | 'budget'
  | 'inCountry'
  | 'archive'
  | 'flat'
  | 'shop'
  | 'truck'
  | 'plot';

/** The pale tone behind a scene, by variant: the set alternates them so a page is not monotone. */
const TONES = ['#FCE8E8', '#F1F1F3', '#FFF3DF'] as const;
const FIELDS = ['#FFF7F7', '#FAFAFB', '#FFFBF3'] as const;

const ground = (y = 430) => `<rect x="0" y="${y}" width="800" height="${500 - y + 60}" fill="#fff" opacity=".6"/>`;

const SCENES: Record<Theme, (tone: string) => string> = {
  branch: () =>
    cloud(150, 110) +
    cloud(560, 70, 0.8) +
    ground() +
    tree(190, 432) +
    tree(620, 432, 0.8) +
    shadow(400, 432, 190) +
    at(240, 192, 1, branch()) +
    at(560, 350, 0.55, person(C.redStrong)),
  mountainBranch: () => mountains(432) + sun(640, 120) + ground() + shadow(400, 432, 190) + at(240, 192, 1, branch()) + tree(640, 432, 0.7),
  app: () =>
    shadow(400, 440, 120) +
    at(325, 120, 1, phone()) +
    at(500, 150, 0.8, bubble(C.red)) +
    at(470, 320, 1, tick()) +
    at(200, 250, 0.7, card(C.ink)) +
    at(250, 430, 0.6, coins(3)),
  card: () =>
    shadow(400, 420, 200) +
    at(220, 260, 1, `<g transform="rotate(-10)">${card(C.ink)}</g>`) +
    at(330, 210, 1.2, card(C.red)) +
    `<g fill="none" stroke="${C.red}" stroke-width="10" stroke-linecap="round">${[30, 56, 82].map((r) => `<path d="M${600 + r * 0.3} ${200 - r}a${r} ${r} 0 0 1 0 ${r * 2}"/>`).join('')}</g>`,
  goldCard: () =>
    shadow(400, 420, 200) +
    at(230, 250, 1, `<g transform="rotate(-10)">${card(C.red)}</g>`) +
    at(330, 200, 1.2, card('#C9962E', 'rgba(255,255,255,.25)')) +
    at(640, 150, 1, `<path d="M0-34 10-10 34-8 16 8 22 34 0 20-22 34-16 8-34-8-10-10z" fill="${C.amber}"/>`),
  savings: () =>
    shadow(400, 420, 220) + at(300, 260, 1, growth()) + at(230, 420, 1, coins(5)) + at(560, 420, 0.9, coins(3)) + at(610, 150, 1, percent()),
  loan: () =>
    shadow(400, 420, 200) +
    at(
      300,
      170,
      1,
      sheet(
        `<rect x="22" y="120" width="126" height="50" rx="8" fill="${C.redSoft}"/><rect x="34" y="138" width="70" height="12" rx="6" fill="${C.red}"/>`,
      ),
    ) +
    at(470, 350, 1, tick()) +
    at(250, 420, 0.9, coins(4)) +
    at(560, 210, 0.8, percent(C.ink)),
  mortgage: () =>
    ground() +
    shadow(400, 432, 180) +
    at(300, 272, 1, house()) +
    tree(560, 432) +
    at(
      520,
      180,
      1,
      `<circle r="30" fill="none" stroke="${C.amber}" stroke-width="12"/><path d="M24 18l60 60m-22-22 14-14m2 30 14-14" stroke="${C.amber}" stroke-width="12" stroke-linecap="round"/>`,
    ) +
    cloud(170, 110),
  auto: () =>
    ground() +
    shadow(400, 432, 200) +
    at(
      250,
      290,
      1.2,
      `<path d="M0 70c0-16 8-24 24-26l40-34C76 0 86-4 100-4h60c14 0 24 4 32 14l30 32c16 2 28 10 28 26v24H0z" fill="${C.red}"/><path d="M70 12 56 38h60V6h-34c-6 0-10 2-12 6zm56-6v32h62l-22-24c-4-6-10-8-16-8z" fill="${C.glass}"/><rect x="0" y="64" width="250" height="10" fill="${C.redDark}"/>` +
        [52, 196].map((x) => `<circle cx="${x}" cy="94" r="24" fill="${C.ink}"/><circle cx="${x}" cy="94" r="10" fill="${C.line}"/>`).join(''),
    ) +
    cloud(580, 110),
  education: () =>
    shadow(400, 420, 200) +
    at(
      270,
      300,
      1,
      [C.red, C.ink, C.amber]
        .map(
          (f, i) =>
            `<rect x="${i * 8}" y="${-i * 40}" width="220" height="36" rx="6" fill="${f}"/><rect x="${i * 8 + 170}" y="${-i * 40 + 6}" width="40" height="24" fill="#fff" opacity=".8"/>`,
        )
        .join('') + '',
    ) +
    at(
      380,
      150,
      1,
      `<path d="M0-50 120 0 0 50-120 0z" fill="${C.ink}"/><path d="M-70 20v46c40 24 100 24 140 0V20L0 50z" fill="${C.muted}"/><path d="M96 10v70" stroke="${C.amber}" stroke-width="6"/><circle cx="96" cy="84" r="10" fill="${C.amber}"/>`,
    ),
  agro: () =>
    sun(620, 110) +
    `<path d="M0 330c200-40 500-40 800 0v200H0z" fill="${C.leaf}"/><path d="M0 390c260-30 520-30 800 0v140H0z" fill="${C.leafDark}"/>` +
    [120, 260, 400, 540, 680]
      .map((x) => `<path d="M${x} 470c10-40 30-60 60-70" stroke="#fff" stroke-width="5" fill="none" opacity=".35"/>`)
      .join('') +
    at(
      250,
      250,
      1,
      `<rect x="60" y="0" width="90" height="80" rx="8" fill="${C.red}"/><rect x="74" y="12" width="60" height="40" rx="4" fill="${C.glass}"/><rect x="0" y="50" width="200" height="50" rx="10" fill="${C.redStrong}"/><circle cx="150" cy="110" r="42" fill="${C.ink}"/><circle cx="150" cy="110" r="16" fill="${C.line}"/><circle cx="30" cy="118" r="26" fill="${C.ink}"/><circle cx="30" cy="118" r="10" fill="${C.line}"/><rect x="0" y="30" width="8" height="30" fill="${C.muted}"/>`,
    ),
  express: () =>
    shadow(400, 420, 200) +
    at(330, 250, 1.5, clock(10, 10)) +
    at(330, 145, 1, `<rect x="-14" y="-14" width="28" height="20" rx="4" fill="${C.ink}"/>`) +
    at(520, 420, 1, coins(4)) +
    at(560, 170, 1, bubble(C.red, '5′')),
  business: () =>
    shadow(400, 420, 220) +
    at(440, 230, 1, growth()) +
    at(
      200,
      290,
      1,
      `<path d="M60 0h80a10 10 0 0 1 10 10v20h-20V16H70v14H50V10A10 10 0 0 1 60 0z" fill="${C.ink}"/><rect x="0" y="30" width="200" height="110" rx="14" fill="${C.redStrong}"/><rect x="0" y="30" width="200" height="44" rx="14" fill="${C.red}"/><rect x="88" y="64" width="24" height="20" rx="4" fill="${C.amber}"/>`,
    ),
  capital: () =>
    shadow(400, 420, 220) +
    [0, 1, 2]
      .map((i) =>
        at(
          230 + i * 110,
          300,
          1,
          `<rect width="100" height="120" rx="6" fill="${i === 1 ? C.red : '#C9A172'}"/><rect x="40" width="20" height="44" fill="#fff" opacity=".5"/>`,
        ),
      )
      .join('') +
    at(340, 220, 1, `<rect width="100" height="80" rx="6" fill="#B88A58"/><rect x="40" width="20" height="30" fill="#fff" opacity=".5"/>`) +
    at(400, 140, 0.9, swap(70)),
  literacy: () =>
    shadow(400, 440, 230) +
    at(
      190,
      90,
      1,
      `<rect width="420" height="260" rx="12" fill="${C.ink}"/><rect x="14" y="14" width="392" height="232" rx="6" fill="#3C5A48"/>` +
        at(40, 60, 0.8, `<g opacity=".9">${growth('#fff')}</g>`) +
        `<text x="300" y="120" font-family="${SANS}" font-size="56" font-weight="700" fill="#fff">%</text><rect x="260" y="160" width="110" height="8" rx="4" fill="#fff" opacity=".6"/><rect x="260" y="180" width="80" height="8" rx="4" fill="#fff" opacity=".6"/><rect x="120" y="260" width="16" height="90" fill="${C.muted}"/><rect x="284" y="260" width="16" height="90" fill="${C.muted}"/>`,
    ) +
    at(640, 330, 0.7, person(C.red, C.hair, C.skin, true)),
  atm: () =>
    mountains(432, '#E3E3E6') +
    ground() +
    shadow(330, 432, 110) +
    shadow(520, 432, 110) +
    at(255, 172, 1, atm()) +
    at(445, 172, 1, atm()) +
    sun(660, 120, 28),
  partnership: () =>
    shadow(400, 440, 240) +
    at(290, 270, 1, person(C.red, C.hair, C.skin, true)) +
    at(510, 270, 1, person(C.ink, '#1E1A18', C.skinDark)) +
    at(340, 80, 0.9, bubble(C.red)) +
    at(470, 110, 0.7, bubble(C.muted)),
  forum: () =>
    `<rect x="130" y="70" width="540" height="220" rx="14" fill="${C.ink}"/><rect x="150" y="90" width="500" height="180" rx="6" fill="${C.red}"/><text x="400" y="170" font-family="${SANS}" font-size="54" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="6">SSB</text><rect x="310" y="200" width="180" height="10" rx="5" fill="#fff" opacity=".7"/>` +
    at(
      400,
      300,
      1,
      `<path d="M-70 0h140l-20 110h-100z" fill="#fff"/><rect x="-70" y="0" width="140" height="18" fill="${C.line}"/><path d="M0 0v-40" stroke="${C.ink}" stroke-width="5"/><rect x="-8" y="-58" width="16" height="24" rx="8" fill="${C.ink}"/>`,
    ) +
    [150, 250, 550, 650]
      .map((x, i) => at(x, 420, 0.55, person([C.muted, C.redStrong, C.ink, C.subtle][i]!, C.hair, i % 2 ? C.skinDark : C.skin, i === 1)))
      .join(''),
  anniversary: () =>
    [
      [180, 110, C.red],
      [620, 90, C.amber],
      [660, 320, C.red],
      [140, 330, C.ink],
      [250, 200, C.amber],
      [560, 210, C.ink],
    ]
      .map(([x, y, f], i) => `<rect x="${x}" y="${y}" width="16" height="26" rx="3" fill="${f}" transform="rotate(${i * 37 - 60} ${x} ${y})"/>`)
      .join('') +
    `<text x="400" y="350" font-family="${SANS}" font-size="300" font-weight="700" fill="${C.red}" text-anchor="middle">5</text>` +
    at(
      400,
      390,
      1,
      `<path d="M-150 0h300l-20 30 20 30h-300l20-30z" fill="${C.ink}"/><text y="40" font-family="${SANS}" font-size="26" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="4">2020 – 2025</text>`,
    ),
  navruz: () =>
    sun(400, 140, 60) +
    ground(400) +
    at(
      400,
      420,
      1,
      `<ellipse cx="0" cy="0" rx="150" ry="26" fill="${C.amberDark}"/><path d="M-130-6c0-40 60-70 130-70s130 30 130 70z" fill="${C.leaf}"/>` +
        [-90, -50, -10, 30, 70, 110].map((x) => `<path d="M${x}-40c4-26 10-40 20-50" stroke="${C.leafDark}" stroke-width="5" fill="none"/>`).join(''),
    ) +
    [170, 630]
      .map((x) =>
        at(
          x,
          430,
          1,
          `<path d="M0 0v-110" stroke="${C.leafDark}" stroke-width="6"/><path d="M0-60c-26-10-36-30-30-50 16 6 26 22 30 50z" fill="${C.leaf}"/><path d="M-22-150c0 26 10 40 22 40s22-14 22-40l-11 12-11-18-11 18z" fill="${C.red}"/>`,
        ),
      )
      .join(''),
  report: () =>
    shadow(400, 440, 200) +
    at(
      250,
      120,
      1.3,
      sheet(
        `<circle cx="62" cy="150" r="38" fill="${C.line}"/><path d="M62 150V112a38 38 0 0 1 34 56z" fill="${C.red}"/><rect x="112" y="130" width="12" height="50" fill="${C.ink}"/><rect x="132" y="110" width="12" height="70" fill="${C.red}"/>`,
      ),
    ) +
    at(560, 200, 1, `<text font-family="${SANS}" font-size="56" font-weight="700" fill="${C.ink}">2024</text>`),
  holiday: () =>
    shadow(400, 430, 220) +
    at(230, 230, 1.2, calendar('1')) +
    at(520, 320, 1.3, clock(9, 0)) +
    [
      [640, 120],
      [170, 140],
      [600, 220],
    ]
      .map(([x, y]) => at(x!, y!, 1, `<path d="M0-22 6-6 22 0 6 6 0 22-6 6-22 0-6-6z" fill="${C.amber}"/>`))
      .join(''),
  security: () =>
    shadow(400, 430, 200) +
    at(400, 110, 1.3, shield()) +
    at(170, 320, 0.9, `<g transform="rotate(-12)">${card(C.ink)}</g>`) +
    at(
      600,
      300,
      1,
      `<rect width="100" height="60" rx="10" fill="#fff"/><text x="50" y="42" font-family="${SANS}" font-size="30" font-weight="700" fill="${C.ink}" text-anchor="middle" letter-spacing="4">***</text>`,
    ),
  transfer: () =>
    shadow(400, 440, 200) + at(400, 250, 1, globe(130)) + at(400, 250, 1, swap(190)) + at(210, 140, 0.8, pin()) + at(600, 330, 0.8, pin(C.ink)),
  green: () =>
    sun(620, 100) +
    ground() +
    at(
      180,
      260,
      1,
      `<path d="M0 0h220l-30 110H-30z" fill="#2D3E5E"/><path d="M73 0 63 110M147 0l-10 110M-15 55h220" stroke="#8FA3C7" stroke-width="4"/><rect x="90" y="110" width="12" height="60" fill="${C.muted}"/>`,
    ) +
    at(
      560,
      430,
      1,
      `<path d="M-8 0l4-220h8l4 220z" fill="#fff"/><g transform="translate(0 -220)"><circle r="10" fill="${C.line}"/>${[0, 120, 240].map((a) => `<path d="M0 0c6-30 6-70 0-100-6 30-8 70 0 100z" fill="#fff" transform="rotate(${a})"/>`).join('')}</g>`,
    ) +
    tree(460, 432, 0.8),
  contact: () =>
    shadow(400, 440, 200) +
    at(
      300,
      140,
      1,
      `<path d="M0 110V90a100 100 0 0 1 200 0v20" fill="none" stroke="${C.ink}" stroke-width="18"/><rect x="-16" y="90" width="50" height="90" rx="18" fill="${C.red}"/><rect x="166" y="90" width="50" height="90" rx="18" fill="${C.red}"/><path d="M190 180c0 40-30 60-80 60" fill="none" stroke="${C.ink}" stroke-width="8"/><rect x="90" y="226" width="40" height="26" rx="10" fill="${C.ink}"/>`,
    ) +
    at(500, 90, 1.2, bubble(C.red, '8855')),
  guarantee: () =>
    shadow(400, 440, 200) +
    at(270, 120, 1.3, sheet()) +
    at(
      430,
      330,
      1,
      `<circle r="50" fill="${C.red}"/><circle r="36" fill="none" stroke="#fff" stroke-width="4"/><path d="M-26 44-40 100l26-12 12 24 12-56zm52 0 14 56-26-12-12 24-12-56z" fill="${C.redStrong}"/>`,
    ) +
    at(590, 190, 0.8, tick(C.ink)),
  tradeDocs: () =>
    shadow(400, 440, 230) +
    at(140, 210, 0.7, branch('BANK')) +
    at(450, 210, 0.7, branch('SSB')) +
    at(320, 130, 0.6, sheet()) +
    `<path d="M300 120c60-60 140-60 200 0" fill="none" stroke="${C.red}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 22"/><path d="M512 130l-30-2 20-24z" fill="${C.red}"/>`,
  collection: () =>
    ground() +
    shadow(400, 432, 170) +
    at(285, 322, 1, van('#fff')) +
    at(
      600,
      400,
      0.6,
      `<path d="M-40 50c-10-40 10-70 40-70s50 30 40 70z" fill="#B88A58"/><rect x="-14" y="-32" width="28" height="16" rx="4" fill="#9A6F42"/>`,
    ) +
    cloud(160, 110),
  salary: () =>
    shadow(400, 440, 240) +
    at(260, 270, 0.9, person(C.ink)) +
    at(400, 250, 1, person(C.red, C.hair, C.skin, true)) +
    at(540, 270, 0.9, person(C.muted, '#1E1A18', C.skinDark)) +
    at(320, 120, 0.7, card(C.red)) +
    at(560, 120, 0.7, calendar('25')),
  budget: () =>
    ground() +
    shadow(400, 432, 220) +
    at(
      220,
      180,
      1,
      `<path d="M0 70 180 10l180 60z" fill="${C.muted}"/><rect x="10" y="70" width="340" height="20" fill="${C.subtle}"/>` +
        [30, 100, 170, 240, 310].map((x) => `<rect x="${x}" y="90" width="22" height="140" fill="#fff"/>`).join('') +
        `<rect x="0" y="230" width="360" height="22" fill="${C.line}"/>`,
    ) +
    at(560, 300, 0.6, card(C.red)),
  inCountry: () =>
    `<path d="M170 300c40-90 140-130 230-110s130-60 210-30c60 20 60 110 10 150-60 50-160 30-240 60s-200 20-210-70z" fill="#fff"/>` +
    at(290, 280, 1, pin()) +
    at(520, 230, 1, pin(C.ink)) +
    at(430, 360, 0.8, pin()) +
    `<path d="M300 240c60-60 150-70 210-30M440 310c20-30 50-50 70-70" fill="none" stroke="${C.red}" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round"/>`,
  flat: () =>
    ground() +
    shadow(400, 432, 170) +
    at(
      290,
      110,
      1,
      `<rect width="220" height="322" fill="#fff"/><rect width="220" height="24" fill="${C.muted}"/>` +
        [0, 1, 2, 3, 4]
          .map((r) =>
            [0, 1, 2]
              .map(
                (c) => `<rect x="${24 + c * 64}" y="${44 + r * 52}" width="44" height="34" rx="3" fill="${r === 3 && c === 1 ? C.red : C.glass}"/>`,
              )
              .join(''),
          )
          .join('') +
        `<rect x="90" y="282" width="40" height="40" fill="${C.ink}"/>`,
    ) +
    tree(220, 432) +
    tree(590, 432, 0.8),
  shop: () =>
    ground() +
    shadow(400, 432, 220) +
    at(
      190,
      170,
      1,
      `<rect width="420" height="262" fill="#fff"/><rect width="420" height="40" fill="${C.ink}"/><path d="M0 40h420v44H0z" fill="${C.red}"/>` +
        [0, 1, 2, 3, 4, 5].map((i) => `<path d="M${i * 70} 84a35 20 0 0 0 70 0z" fill="${i % 2 ? C.red : '#fff'}"/>`).join('') +
        `<rect x="30" y="124" width="220" height="110" rx="4" fill="${C.glass}"/><rect x="290" y="124" width="100" height="138" fill="${C.ink}"/>`,
    ),
  truck: () => ground() + shadow(400, 432, 200) + at(260, 300, 1.3, van('#E6E6E8', '')) + cloud(560, 100),
  plot: () =>
    `<path d="M0 360c200-30 500-30 800 0v200H0z" fill="${C.leaf}" opacity=".55"/>` +
    shadow(330, 400, 150) +
    at(240, 240, 1, house()) +
    [470, 510, 550, 590, 630, 670].map((x) => `<rect x="${x}" y="330" width="8" height="70" fill="${C.subtle}"/>`).join('') +
    `<rect x="466" y="346" width="216" height="8" fill="${C.subtle}"/><rect x="466" y="372" width="216" height="8" fill="${C.subtle}"/>` +
    tree(150, 400, 0.9) +
    sun(640, 110, 30),
  archive: () => shadow(400, 440, 200) + at(250, 130, 1, sheet()) + at(380, 110, 1, sheet()),
};

/** A scene of a theme on one of the set's tones. */
export function scene(theme: Theme, variant: number): { background: string; body: string } {
  const i = ((variant % 3) + 3) % 3;
  const tone = TONES[i]!;
  // The subject a little larger than drawn: it reads better at card size (scenes cover the edges).
  return { background: FIELDS[i]!, body: backdrop(tone, i) + `<g transform="matrix(1.14 0 0 1.14 -56 -35)">${SCENES[theme](tone)}</g>` };
}
