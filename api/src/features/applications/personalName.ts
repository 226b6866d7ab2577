/**
 * A personal name (surname, name, patronymic): letters and combining marks, spaces, hyphens and
 * the apostrophes names are written with (' U+0027 on keyboards, ’ U+2019 from phones and word
 * processors, ʼ U+02BC the modifier letter Tajik and Ukrainian spelling use), with at least one
 * letter. Hangul fillers (U+3164, U+115F, U+1160, U+FFA0) are letters by category but draw as
 * nothing, like every default-ignorable character: a name of them looks empty to the staff.
 */
const ALLOWED = /^[\p{L}\p{M} '\u2019\u02BC-]+$/u;
const INVISIBLE = /[\u115F\u1160\u3164\uFFA0]|\p{Default_Ignorable_Code_Point}/u;
/** A letter that is not the modifier apostrophe (which is a letter by category only). */
const LETTER = /[^\P{L}\u02BC]/u;

export const PERSONAL_NAME_FIELDS: readonly string[] = ['surname', 'name', 'patronymic'];

export function personalNameOk(value: string): boolean {
  return ALLOWED.test(value) && !INVISIBLE.test(value) && LETTER.test(value);
}
