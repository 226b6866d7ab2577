/** Neutral avatar illustrations of the management board (no likeness of anyone), 400 × 400. */
import { C } from './svg';
import type { Artwork } from './svg';

interface Sitter {
  label: string;
  suit: string;
  hair: string;
  skin: string;
  long: boolean;
  tie: string;
}

const SITTERS: Record<number, Sitter> = {
  1: { label: 'Chairman of the Management Board', suit: C.ink, hair: '#5B5B60', skin: C.skin, long: false, tie: C.redStrong },
  2: { label: 'First Deputy Chairman', suit: C.redStrong, hair: C.hair, skin: '#E8B892', long: true, tie: '' },
  3: { label: 'Deputy Chairman', suit: '#3A3F4A', hair: '#1E1A18', skin: C.skinDark, long: false, tie: C.muted },
  4: { label: 'Chief Accountant', suit: C.muted, hair: '#4A3024', skin: C.skin, long: true, tie: '' },
};

/** Head and shoulders, centred in the middle 320 columns (pages show these at 4:5). */
function bust({ suit, hair, skin, long, tie }: Sitter): string {
  return (
    (long ? `<path d="M132 196c-6-70 24-112 68-112s74 42 68 112l4 84H128z" fill="${hair}"/>` : '') +
    `<path d="M70 400c0-86 50-130 130-130s130 44 130 130z" fill="${suit}"/>` +
    `<path d="M174 262h52v26l-26 34-26-34z" fill="${C.skinDark}"/>` +
    (tie
      ? `<path d="M160 278 200 336l40-58 14 10-54 112-54-112z" fill="#fff"/><path d="M192 300h16l6 18-14 70-14-70z" fill="${tie}"/>`
      : `<path d="M164 276 200 326l36-50 10 6-46 60-46-60z" fill="#fff"/>`) +
    `<ellipse cx="200" cy="196" rx="58" ry="68" fill="${skin}"/><ellipse cx="142" cy="204" rx="10" ry="16" fill="${skin}"/><ellipse cx="258" cy="204" rx="10" ry="16" fill="${skin}"/>` +
    (long
      ? `<path d="M140 196c-4-56 22-84 60-84s66 28 60 84c-24-14-46-30-58-52-10 26-34 44-62 52z" fill="${hair}"/>`
      : `<path d="M140 190c-6-52 20-80 60-80s66 28 60 80c-10-18-20-28-30-32-24 8-56 8-80 2-6 8-8 18-10 30z" fill="${hair}"/>`) +
    `<path d="M180 236c12 8 28 8 40 0" fill="none" stroke="${C.skinDark}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="178" cy="198" r="5" fill="${C.ink}"/><circle cx="222" cy="198" r="5" fill="${C.ink}"/>`
  );
}

export function portraitArtwork(id: number): Artwork | undefined {
  const sitter = SITTERS[id];
  if (!sitter) return undefined;
  const tone = id % 2 ? C.redSoft : '#F1F1F3';
  const body = `<circle cx="200" cy="190" r="150" fill="${tone}"/><circle cx="330" cy="70" r="24" fill="${tone}"/>${bust(sitter)}`;
  return { width: 400, height: 400, view: [0, 0, 400, 400], label: `Illustration: ${sitter.label}`, background: '#FAFAFB', body };
}
