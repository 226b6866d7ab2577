import subsets from './fontSubsets.json';
import { unicodeRange } from './unicodeRange';
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
  // Rubik's Cyrillic file: U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116 (GlobalStyle).
  const rubikCyrillic = (c: string) => {
    const p = c.codePointAt(0) ?? 0;
    return p === 0x301 || (p >= 0x400 && p <= 0x45f) || [0x490, 0x491, 0x4b0, 0x4b1, 0x2116].includes(p);
  };
  const covered = (c: string) => rubikCyrillic(c) || subsets.latin.includes(c) || subsets.tajik.includes(c);
  const text = [tj, ru, en].flatMap((catalog) => Object.values(catalog)).join('');
  const missing = [...new Set(text)].filter((c) => c !== '\n' && !covered(c));
  expect(missing).toEqual([]);
});
