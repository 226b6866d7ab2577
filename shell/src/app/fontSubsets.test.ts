import subsets from './fontSubsets.json';
import { unicodeRange } from './unicodeRange';
import { RUBIK_CYRILLIC } from '../features/web-fonts';
import tj from '../i18n/tj';
import ru from '../i18n/ru';
import en from '../i18n/en';

it('turns characters into sorted runs of code points', () => {
  expect(unicodeRange('cab ҳҲ')).toBe('U+0020,U+0061-0063,U+04B2-04B3');
  expect(unicodeRange('')).toBe('');
});

it('keeps every Tajik letter in the Tajik subset and every ASCII character in the Latin one', () => {
  expect([...'ғӣқӯҳҷҒӢҚӮҲҶ'].every((c) => subsets.tajik.includes(c))).toBe(true);
  for (let code = 0x20; code < 0x7f; code += 1) expect(subsets.latin).toContain(String.fromCharCode(code));
});

it("covers the shell's messages with Rubik's Cyrillic file and the two subsets", () => {
  const runs = RUBIK_CYRILLIC.split(',').map((run) =>
    run
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16)),
  );
  const rubikCyrillic = (c: string) => {
    const p = c.codePointAt(0) ?? 0;
    return runs.some(([from = 0, to = from]) => p >= from && p <= to);
  };
  const covered = (c: string) => rubikCyrillic(c) || subsets.latin.includes(c) || subsets.tajik.includes(c);
  const text = [tj, ru, en].flatMap((catalog) => Object.values(catalog)).join('');
  const missing = [...new Set(text)].filter((c) => c !== '\n' && !covered(c));
  expect(missing).toEqual([]);
});
