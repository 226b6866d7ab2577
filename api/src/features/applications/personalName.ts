/**
 * A personal name (surname, name, patronymic) as a passport writes it, and as the staff copy it
 * into the bank's systems. The same rule runs in the site's forms (@ssb/api-client's
 * personalName; a test of each side holds the same cases).
 *
 * 1. NFKC first: mathematical (𝐈𝐯𝐚𝐧), fullwidth (Ｉｖａｎ) and modifier letters (ᴵᵛᵃⁿ) are the
 *    letters they stand for, and the name is kept so (`Ivan`); runs of spaces are one space.
 * 2. Letters of one alphabet: Latin (with its accented letters), or Cyrillic (Russian and Tajik's
 *    ғ ӣ қ ӯ ҳ ҷ, and the other letters of the Cyrillic block). `Ivаn` with a Cyrillic а, or a
 *    Greek letter among Latin ones, looks like another name and is refused (`name_script`).
 * 3. Combining accents (U+0300–U+036F) at most two on a letter: `И` with 60 marks is refused.
 * 4. Between letters at most one space, hyphen or apostrophe (' U+0027 from keyboards, ’ U+2019
 *    from phones, ʼ U+02BC of Tajik and Ukrainian spelling); a name neither starts nor ends with
 *    a hyphen, and has at least one letter: `И-------------` is refused.
 * Hangul fillers and every default-ignorable character draw as nothing and are refused too.
 */
export type NameProblem = 'name_characters' | 'name_script';

export const PERSONAL_NAME_FIELDS: readonly string[] = ['surname', 'name', 'patronymic'];

const APOSTROPHES = "'\u2019\u02BC";
const SEPARATOR = new RegExp(`[ \\-${APOSTROPHES}]`, 'u');
const ALLOWED = new RegExp(`^[\\p{L}\\u0300-\\u036F \\-${APOSTROPHES}]+$`, 'u');
const INVISIBLE = /[\u115F\u1160\u3164\uFFA0]|\p{Default_Ignorable_Code_Point}/u;
const MARK = /[\u0300-\u036F]/u;
const LATIN = /^\p{Script=Latin}$/u;
const CYRILLIC = /^\p{Script=Cyrillic}$/u;
/** Where the letters of each alphabet a passport uses are: Latin to Extended-B and Extended Additional (ạ, ẞ); the Cyrillic block and its supplement. */
const LATIN_BLOCKS: readonly [number, number][] = [
  [0x41, 0x24f],
  [0x1e00, 0x1eff],
];
const CYRILLIC_BLOCKS: readonly [number, number][] = [[0x400, 0x52f]];
const within = (blocks: readonly [number, number][], code: number) => blocks.some(([from, to]) => code >= from && code <= to);
const MAX_MARKS_ON_A_LETTER = 2;

/** The name as it is checked and kept: NFKC, spaces of any kind and number as one space, trimmed. */
export const normalisedName = (value: string): string => value.normalize('NFKC').replace(/\s+/gu, ' ').trim();

/** The alphabet of one letter, or null for a letter of neither. */
function alphabetOf(letter: string): 'latin' | 'cyrillic' | null {
  const code = letter.codePointAt(0) ?? 0;
  if (LATIN.test(letter) && within(LATIN_BLOCKS, code)) return 'latin';
  if (CYRILLIC.test(letter) && within(CYRILLIC_BLOCKS, code)) return 'cyrillic';
  return null;
}

/** What is wrong with a name (already normalised), or null when it is a name. */
export function personalNameProblem(name: string): NameProblem | null {
  if (!ALLOWED.test(name) || INVISIBLE.test(name)) return 'name_characters';
  const chars = [...name];
  let marks = 0;
  let previous: 'letter' | 'mark' | 'separator' | 'start' = 'start';
  const alphabets = new Set<string>();
  for (const char of chars) {
    if (MARK.test(char)) {
      marks += 1;
      if (previous === 'start' || previous === 'separator' || marks > MAX_MARKS_ON_A_LETTER) return 'name_characters';
      previous = 'mark';
    } else if (SEPARATOR.test(char)) {
      if (previous === 'separator' || (previous === 'start' && !APOSTROPHES.includes(char))) return 'name_characters';
      previous = 'separator';
    } else {
      marks = 0;
      alphabets.add(alphabetOf(char) ?? 'other');
      previous = 'letter';
    }
  }
  if (alphabets.size === 0 || /[ -]$/u.test(name)) return 'name_characters';
  return alphabets.size > 1 || alphabets.has('other') ? 'name_script' : null;
}
