/**
 * The API refuses a name exactly when its client (and so the application form) does: the
 * penetration test's names and the bank's customers' (@ssb/fixtures), through both rules. It lives
 * here, beside both parts, because a remote's tests run in its own repository without the API.
 */
import { describe, expect, it } from '@jest/globals';
import { normalisedName, personalNameProblem } from '@ssb/api-client';
import { normalisedName as apiNormalised, personalNameProblem as apiProblem } from '@ssb/api/personalName';
import { personalNames } from '@ssb/fixtures';

describe('a personal name, to the API and to its client', () => {
  it.each(personalNames)('%s: both say %s', (name, expected) => {
    expect(apiProblem(apiNormalised(name))).toBe(expected);
    expect(personalNameProblem(normalisedName(name))).toBe(expected);
  });

  it('is kept as NFKC with one space between its words by both', () => {
    expect(apiNormalised('  𝐈𝐯𝐚𝐧   Ｐｅｔｒｏｖ ')).toBe('Ivan Petrov');
    expect(normalisedName('  𝐈𝐯𝐚𝐧   Ｐｅｔｒｏｖ ')).toBe('Ivan Petrov');
  });
});
