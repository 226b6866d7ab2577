/**
 * The form says of a name what the API client's rule does: the penetration test's names and the
 * names of the bank's customers (@ssb/fixtures). That the API's own rule agrees with the client's
 * is checked beside the API (scripts/personalNameParity.test.ts): a remote's tests never import it.
 */
import { normalisedName, personalNameProblem } from '@ssb/api-client';
import { personalNames } from '@ssb/fixtures';
import { schemaOf } from './schema';

describe('a personal name', () => {
  it.each(personalNames)('%s: the form and the API client agree (%s)', async (name, expected) => {
    expect(personalNameProblem(normalisedName(name))).toBe(expected);
    const errors = await schemaOf('card')
      .validate({ surname: name }, { abortEarly: false })
      .then(() => [])
      .catch((error: { inner: { path?: string; message: string }[] }) => error.inner);
    const message = errors.find((e) => e.path === 'surname')?.message;
    expect(message).toBe(expected === null ? undefined : expected === 'name_script' ? 'error.nameScript' : 'error.nameCharacters');
  });

  it('is kept as NFKC with one space between its words', () => {
    expect(normalisedName('  𝐈𝐯𝐚𝐧   Ｐｅｔｒｏｖ ')).toBe('Ivan Petrov');
  });
});
