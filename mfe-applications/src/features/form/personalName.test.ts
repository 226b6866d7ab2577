/**
 * The form says of a name what the API will: the penetration test's names and the names of the
 * bank's customers, each run through the form's schema, api-client's rule and the API's own.
 */
import { normalisedName, personalNameProblem } from '@ssb/api-client';
import { normalisedName as apiNormalised, personalNameProblem as apiProblem } from '@ssb/api/personalName';
import { schemaOf } from './schema';

/** [name, what the rule says of it: null when it is a name]. */
const NAMES: [string, 'name_characters' | 'name_script' | null][] = [
  // The penetration test's.
  ['𝐈𝐯𝐚𝐧', null],
  ['Ｉｖａｎ', null],
  ['ᴵᵛᵃⁿ', null],
  [`И${'\u0301'.repeat(60)}`, 'name_characters'],
  ['Ivаn', 'name_script'],
  ['И-------------', 'name_characters'],
  // Customers'.
  ['Ҷӯраев-Қодирзода', null],
  ['Ғуломҳусайн', null],
  ['Иброҳимович', null],
  ['Нурʼалиевич', null],
  ['Маъруфов', null],
  ["O'Neil", null],
  ['D’Arcy', null],
  ['Mary Ann', null],
  ['Şükrü', null],
  ['Nguyễn', null],
  ['Анна\u0301', null],
  ['Е\u0308\u0301', null],
  // Refused.
  ['Ali2', 'name_characters'],
  ['A. Rahimov', 'name_characters'],
  ['Ali 😀', 'name_characters'],
  ["'-'", 'name_characters'],
  ['<b>Ali</b>', 'name_characters'],
  ['Ali--Vali', 'name_characters'],
  ["Ali''", 'name_characters'],
  ['-Ali', 'name_characters'],
  ['Ali-', 'name_characters'],
  ['Ж\u0301\u0300\u0302', 'name_characters'],
  ['\u0301Ali', 'name_characters'],
  ['Алиев Ali', 'name_script'],
  ['Αλέξης', 'name_script'],
  ['محمد', 'name_script'],
  ['Ιvan', 'name_script'],
  ['ᴀli', 'name_script'],
];

describe('a personal name', () => {
  it.each(NAMES)('%s: the form, the API client and the API agree (%s)', async (name, expected) => {
    expect(personalNameProblem(normalisedName(name))).toBe(expected);
    expect(apiProblem(apiNormalised(name))).toBe(expected);
    const errors = await schemaOf('card')
      .validate({ surname: name }, { abortEarly: false })
      .then(() => [])
      .catch((error: { inner: { path?: string; message: string }[] }) => error.inner);
    const message = errors.find((e) => e.path === 'surname')?.message;
    expect(message).toBe(expected === null ? undefined : expected === 'name_script' ? 'error.nameScript' : 'error.nameCharacters');
  });

  it('is kept as NFKC with one space between its words', () => {
    expect(normalisedName('  𝐈𝐯𝐚𝐧   Ｐｅｔｒｏｖ ')).toBe('Ivan Petrov');
    expect(apiNormalised('  𝐈𝐯𝐚𝐧   Ｐｅｔｒｏｖ ')).toBe('Ivan Petrov');
  });
});
