/**
 * The drawn objects the illustrations are composed of, each in its own small coordinate space
 * (placed with `at`). Flat shapes, no strokes where a fill will do, no filters.
 */
import { C, SANS, g } from './svg';

export const at = (x: number, y: number, s = 1, body = '') => g(s === 1 ? `translate(${x} ${y})` : `translate(${x} ${y}) scale(${s})`, body);

/** A soft floor shadow centred on x. */
export const shadow = (x: number, y: number, rx: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${Math.round(rx / 9)}" fill="#000" opacity=".07"/>`;

/** Two large pale shapes behind the subject: the backdrop of every scene. */
export const backdrop = (tone: string, variant = 0) =>
  variant === 1
    ? `<circle cx="560" cy="210" r="210" fill="${tone}"/><circle cx="170" cy="390" r="90" fill="${tone}"/>`
    : variant === 2
      ? `<rect x="90" y="70" width="620" height="360" rx="180" fill="${tone}"/>`
      : `<circle cx="400" cy="250" r="215" fill="${tone}"/><circle cx="640" cy="110" r="44" fill="${tone}"/>`;

export const cloud = (x: number, y: number, s = 1) =>
  at(x, y, s, `<path d="M0 30a22 22 0 0 1 20-22 30 30 0 0 1 56-4 20 20 0 0 1 24 26z" fill="#fff"/>`);

export const sun = (x: number, y: number, r = 34) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.amber}"/><circle cx="${x}" cy="${y}" r="${r + 14}" fill="${C.amber}" opacity=".25"/>`;

export const tree = (x: number, y: number, s = 1) =>
  at(
    x,
    y,
    s,
    `<rect x="-5" y="-40" width="10" height="40" fill="${C.subtle}"/><circle cx="0" cy="-70" r="38" fill="${C.leaf}"/><circle cx="14" cy="-58" r="24" fill="${C.leafDark}"/>`,
  );

export const mountains = (y: number, tone: string = C.line) =>
  `<path d="M60 ${y}l150-150 70 60 110-120 140 150 80-60 130 120z" fill="${tone}"/><path d="M360 ${y - 210}l-26 28 18-4 8 14z" fill="#fff" opacity=".8"/>`;

/** A bank branch, 320 × 240, ground at y 240: pediment, the SSB band, glass and a door. */
export const branch = (sign = 'SSB BANK') =>
  `<path d="M10 72 160 12l150 60z" fill="${C.redStrong}"/><rect x="18" y="72" width="284" height="26" fill="${C.red}"/>` +
  `<text x="160" y="91" font-family="${SANS}" font-size="17" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="3">${sign}</text>` +
  `<rect x="30" y="98" width="260" height="124" fill="#fff"/>` +
  [46, 96, 196, 246]
    .map((x) => `<rect x="${x}" y="116" width="38" height="72" rx="3" fill="${C.glass}"/><rect x="${x}" y="150" width="38" height="4" fill="#fff"/>`)
    .join('') +
  `<rect x="136" y="132" width="48" height="90" rx="3" fill="${C.ink}"/><rect x="159" y="132" width="2" height="90" fill="${C.muted}"/>` +
  `<rect x="20" y="222" width="280" height="9" fill="${C.line}"/><rect x="8" y="231" width="304" height="9" fill="#BDBDC2"/>`;

/** A smartphone, 150 × 290, showing the SSB Mobile home screen. */
export const phone = () =>
  `<rect width="150" height="290" rx="24" fill="${C.ink}"/><rect x="8" y="12" width="134" height="266" rx="16" fill="#fff"/>` +
  `<path d="M8 28a16 16 0 0 1 16-16h102a16 16 0 0 1 16 16v58H8z" fill="${C.red}"/>` +
  `<text x="22" y="42" font-family="${SANS}" font-size="15" font-weight="700" fill="#fff">SSB</text>` +
  `<rect x="22" y="54" width="78" height="10" rx="5" fill="#fff" opacity=".85"/><rect x="22" y="70" width="46" height="6" rx="3" fill="#fff" opacity=".55"/>` +
  `<rect x="22" y="100" width="106" height="64" rx="8" fill="${C.ink}"/><rect x="32" y="120" width="18" height="14" rx="3" fill="${C.amber}"/><rect x="32" y="146" width="52" height="5" rx="2.5" fill="#fff" opacity=".6"/>` +
  [188, 216, 244]
    .map(
      (y) =>
        `<circle cx="32" cy="${y}" r="9" fill="${C.redSoft}"/><rect x="48" y="${y - 7}" width="60" height="7" rx="3.5" fill="${C.line}"/><rect x="48" y="${y + 3}" width="36" height="5" rx="2.5" fill="${C.mist}"/>`,
    )
    .join('') +
  `<rect x="60" y="5" width="30" height="3" rx="1.5" fill="${C.muted}"/>`;

/** A bank card, 200 × 126, in a colour. */
export const card = (fill: string, stripe = 'rgba(255,255,255,.16)') =>
  `<rect width="200" height="126" rx="12" fill="${fill}"/><path d="M110 0h78a12 12 0 0 1 12 12v114H60z" fill="${stripe}"/>` +
  `<text x="16" y="30" font-family="${SANS}" font-size="16" font-weight="700" fill="#fff">SSB</text>` +
  `<rect x="16" y="48" width="30" height="22" rx="4" fill="${C.amber}"/><rect x="16" y="88" width="96" height="8" rx="4" fill="#fff" opacity=".7"/><rect x="16" y="104" width="44" height="6" rx="3" fill="#fff" opacity=".5"/>`;

/** A stack of n coins, 80 wide, its bottom at y 0. */
export const coins = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const y = -i * 12;
    return `<path d="M-40 ${y - 12}v12a40 12 0 0 0 80 0v-12z" fill="${C.amberDark}"/><ellipse cx="0" cy="${y - 12}" rx="40" ry="12" fill="${C.amber}"/>`;
  }).join('') + `<ellipse cx="0" cy="${-n * 12}" rx="22" ry="6" fill="#fff" opacity=".35"/>`;

/** A rising bar chart, 220 × 160, with its arrow. */
export const growth = (fill: string = C.red) =>
  [40, 70, 100, 140]
    .map((h, i) => `<rect x="${i * 56}" y="${160 - h}" width="40" height="${h}" rx="6" fill="${i === 3 ? fill : C.redPale}"/>`)
    .join('') +
  `<path d="M0 96 70 62l50 18 90-70" fill="none" stroke="${C.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M216 0l-2 30-26-20z" fill="${C.ink}"/>`;

/** A sheet of paper, 170 × 220, with text lines and an optional drawing on it. */
export const sheet = (inner = '') =>
  `<rect width="170" height="220" rx="10" fill="#fff"/><path d="M130 0h30a10 10 0 0 1 10 10v30z" fill="${C.mist}"/>` +
  `<rect x="22" y="26" width="90" height="10" rx="5" fill="${C.ink}"/>` +
  [52, 68, 84].map((y, i) => `<rect x="22" y="${y}" width="${[126, 110, 120][i]}" height="6" rx="3" fill="${C.line}"/>`).join('') +
  inner;

/** A round badge with a tick, radius 34, centred. */
export const tick = (fill: string = C.red) =>
  `<circle r="34" fill="${fill}"/><path d="M-15 1l10 11 21-23" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A round percent badge, radius 40, centred. */
export const percent = (fill: string = C.red) =>
  `<circle r="40" fill="${fill}"/><circle cx="-13" cy="-13" r="8" fill="none" stroke="#fff" stroke-width="6"/><circle cx="13" cy="13" r="8" fill="none" stroke="#fff" stroke-width="6"/><path d="M16-18-16 18" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`;

/** A person seen from the chest up, about 140 × 170, head centre at (0, 0). */
export const person = (shirt: string, hair: string = C.hair, skin: string = C.skin, longHair = false) =>
  (longHair ? `<path d="M-40 0a40 44 0 0 1 80 0v52h-80z" fill="${hair}"/>` : '') +
  `<path d="M-70 150c0-58 30-84 70-84s70 26 70 84z" fill="${shirt}"/><rect x="-12" y="30" width="24" height="42" rx="10" fill="${C.skinDark}"/>` +
  `<ellipse cx="0" cy="0" rx="34" ry="38" fill="${skin}"/>` +
  (longHair
    ? `<path d="M-36-4c2-30 18-42 36-42s36 14 36 42c-14-12-34-18-52-26-6 12-12 20-20 26z" fill="${hair}"/>`
    : `<path d="M-35-6c-2-28 14-42 35-42s37 14 35 42c-8-10-26-16-46-18-10 4-18 10-24 18z" fill="${hair}"/>`) +
  `<path d="M-22 72 0 110 22 72z" fill="#fff" opacity=".9"/>`;

/** An ATM, 150 × 260, ground at y 260. */
export const atm = () =>
  `<rect width="150" height="260" rx="12" fill="${C.red}"/><rect x="0" y="0" width="150" height="46" rx="12" fill="${C.redStrong}"/>` +
  `<text x="75" y="31" font-family="${SANS}" font-size="18" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="2">SSB</text>` +
  `<rect x="18" y="62" width="114" height="76" rx="6" fill="${C.ink}"/><rect x="26" y="70" width="98" height="60" rx="3" fill="${C.glass}"/>` +
  `<rect x="40" y="84" width="70" height="8" rx="4" fill="#fff"/><rect x="40" y="100" width="46" height="8" rx="4" fill="#fff"/>` +
  [0, 1, 2]
    .map((r) =>
      [0, 1, 2].map((c) => `<rect x="${30 + c * 22}" y="${154 + r * 18}" width="16" height="12" rx="3" fill="#fff" opacity=".85"/>`).join(''),
    )
    .join('') +
  `<rect x="102" y="156" width="30" height="6" rx="3" fill="${C.ink}"/><rect x="30" y="218" width="90" height="8" rx="4" fill="${C.ink}"/>`;

/** A small house, 180 × 160, ground at y 160. */
export const house = (wall: string = '#fff', roof: string = C.redStrong) =>
  `<path d="M-6 70 90 0l96 70z" fill="${roof}"/><rect x="14" y="66" width="152" height="94" fill="${wall}"/>` +
  `<rect x="34" y="88" width="40" height="36" rx="3" fill="${C.glass}"/><rect x="106" y="100" width="40" height="60" rx="3" fill="${C.ink}"/><rect x="130" y="16" width="18" height="34" fill="${C.muted}"/>`;

/** A speech bubble, 150 × 90, with three dots or a short text. */
export const bubble = (fill: string, text = '') =>
  `<path d="M16 0h118a16 16 0 0 1 16 16v46a16 16 0 0 1-16 16H46l-22 18 4-18H16A16 16 0 0 1 0 62V16A16 16 0 0 1 16 0z" fill="${fill}"/>` +
  (text
    ? `<text x="75" y="50" font-family="${SANS}" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>`
    : [48, 75, 102].map((x) => `<circle cx="${x}" cy="39" r="7" fill="#fff"/>`).join(''));

/** A shield with a padlock, about 160 × 190, top centre at (0, 0). */
export const shield = (fill: string = C.red) =>
  `<path d="M0 0 80 28v62c0 52-34 84-80 100C-46 174-80 142-80 90V28z" fill="${fill}"/><path d="M0 0 80 28v62c0 52-34 84-80 100z" fill="#000" opacity=".08"/>` +
  `<rect x="-30" y="80" width="60" height="48" rx="8" fill="#fff"/><path d="M-18 80v-14a18 18 0 0 1 36 0v14" fill="none" stroke="#fff" stroke-width="8"/><circle cx="0" cy="102" r="7" fill="${fill}"/>`;

/** A small truck or van, 230 × 110, wheels on y 110. */
export const van = (body: string = '#fff', label = 'SSB') =>
  `<path d="M0 10a10 10 0 0 1 10-10h140v94H0z" fill="${body}"/><path d="M150 24h42l34 36v34h-76z" fill="${C.redStrong}"/><path d="M160 34h28l22 24h-50z" fill="${C.glass}"/>` +
  `<rect y="70" width="150" height="12" fill="${C.red}"/>` +
  (label
    ? `<text x="75" y="50" font-family="${SANS}" font-size="24" font-weight="700" fill="${C.red}" text-anchor="middle" letter-spacing="2">${label}</text>`
    : '') +
  [44, 186].map((x) => `<circle cx="${x}" cy="96" r="18" fill="${C.ink}"/><circle cx="${x}" cy="96" r="7" fill="${C.line}"/>`).join('');

/** A wall calendar, 160 × 160, with a day number. */
export const calendar = (day: string) =>
  `<rect width="160" height="160" rx="14" fill="#fff"/><path d="M0 14A14 14 0 0 1 14 0h132a14 14 0 0 1 14 14v30H0z" fill="${C.red}"/>` +
  `<rect x="36" y="-10" width="10" height="24" rx="5" fill="${C.ink}"/><rect x="114" y="-10" width="10" height="24" rx="5" fill="${C.ink}"/>` +
  `<text x="80" y="126" font-family="${SANS}" font-size="64" font-weight="700" fill="${C.ink}" text-anchor="middle">${day}</text>`;

/** A clock face, radius 60, centred, hands at a given time. */
export const clock = (h: number, m: number) => {
  const hand = (deg: number, len: number, w: number) => {
    const r = ((deg - 90) * Math.PI) / 180;
    return `<path d="M0 0L${Math.round(Math.cos(r) * len)} ${Math.round(Math.sin(r) * len)}" stroke="${C.ink}" stroke-width="${w}" stroke-linecap="round"/>`;
  };
  return `<circle r="60" fill="#fff"/><circle r="60" fill="none" stroke="${C.red}" stroke-width="10"/>${hand((h % 12) * 30 + m / 2, 28, 7)}${hand(m * 6, 40, 5)}<circle r="6" fill="${C.red}"/>`;
};

/** Curved transfer arrows around a centre, radius r. */
export const swap = (r: number, fill: string = C.red) =>
  `<path d="M${-r} 0a${r} ${r} 0 0 1 ${r * 1.7} ${-r / 2}" fill="none" stroke="${fill}" stroke-width="12" stroke-linecap="round"/><path d="M${r * 0.72 + 18} ${-r / 2 - 22}l8 34-34-6z" fill="${fill}"/>` +
  `<path d="M${r} 0a${r} ${r} 0 0 1 ${-r * 1.7} ${r / 2}" fill="none" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/><path d="M${-r * 0.72 - 18} ${r / 2 + 22}l-8-34 34 6z" fill="${C.ink}"/>`;

/** A globe, radius r, in greys with the bank's red meridian. */
export const globe = (r: number) =>
  `<circle r="${r}" fill="#fff"/><ellipse rx="${r * 0.45}" ry="${r}" fill="none" stroke="${C.line}" stroke-width="6"/><path d="M${-r} 0h${2 * r}M${-r * 0.86} ${-r / 2}h${r * 1.72}M${-r * 0.86} ${r / 2}h${r * 1.72}" stroke="${C.line}" stroke-width="6"/>` +
  `<path d="M0 ${-r}v${2 * r}" stroke="${C.red}" stroke-width="6"/><circle r="${r}" fill="none" stroke="${C.muted}" stroke-width="6"/>`;

/** A map pin, 60 × 84, tip at (0, 0). */
export const pin = (fill: string = C.red) =>
  `<path d="M0 0C-10-22-30-36-30-54a30 30 0 0 1 60 0c0 18-20 32-30 54z" fill="${fill}"/><circle cy="-54" r="11" fill="#fff"/>`;

/** A play button, radius r, centred. */
export const play = (r: number) =>
  `<circle r="${r + 12}" fill="#fff" opacity=".35"/><circle r="${r}" fill="${C.red}"/><path d="M${Math.round(-r * 0.3)} ${Math.round(-r * 0.42)}v${Math.round(r * 0.84)}l${Math.round(r * 0.72)}-${Math.round(r * 0.42)}z" fill="#fff"/>`;
