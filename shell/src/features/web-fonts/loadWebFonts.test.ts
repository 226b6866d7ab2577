import { loadWebFonts } from './loadWebFonts';
import { WEB_FONT_FACES } from './webFontFaces';

/** A window with the Font Loading API's two parts this needs, recording what was added. */
function fakeWindow({ saveData = false, reducedData = false } = {}) {
  const added: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
  class FakeFontFace {
    constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
      added.push({ family, source, descriptors });
    }
  }
  const win = {
    document: { fonts: { add: () => undefined } },
    navigator: { connection: { saveData, effectiveType: '4g' } },
    matchMedia: (query: string) => ({ matches: reducedData && query === '(prefers-reduced-data: reduce)' }),
    FontFace: FakeFontFace,
  } as unknown as Window & { FontFace: typeof FontFace };
  return { win, added };
}

describe('loadWebFonts', () => {
  it('adds every face, swapping in, with its range, so each file is fetched only for letters on the page', () => {
    const { win, added } = fakeWindow();
    expect(loadWebFonts(win)).toBe(WEB_FONT_FACES.length);
    expect(added.map((face) => `${face.family} ${face.descriptors.weight}`)).toEqual([
      'Rubik 400',
      'Rubik 500',
      'Rubik 400',
      'Rubik 500',
      'Noto Sans 400',
      'Noto Sans 500',
    ]);
    for (const face of added) {
      expect(face.descriptors.display).toBe('swap');
      expect(face.descriptors.unicodeRange).toMatch(/^U\+[0-9A-F]/);
      expect(face.source).toMatch(/^url\(.+\) format\('woff2'\)$/);
    }
  });

  it('keeps the fallback for a visitor who saves data', () => {
    for (const options of [{ saveData: true }, { reducedData: true }]) {
      const { win, added } = fakeWindow(options);
      expect(loadWebFonts(win)).toBe(0);
      expect(added).toHaveLength(0);
    }
  });
});
