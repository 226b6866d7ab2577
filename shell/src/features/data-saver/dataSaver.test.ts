import { visitorWantsLessData, wantsLessData } from './dataSaver';

describe('wantsLessData', () => {
  it('gives everything when nothing is known or the connection is fine', () => {
    expect(wantsLessData(undefined, false)).toBe(false);
    expect(wantsLessData({ effectiveType: '4g', saveData: false }, false)).toBe(false);
    expect(wantsLessData({ effectiveType: '3g' }, false)).toBe(false);
  });
  it('saves on slow 2G and 2G, with Save-Data and with prefers-reduced-data', () => {
    expect(wantsLessData({ effectiveType: 'slow-2g' }, false)).toBe(true);
    expect(wantsLessData({ effectiveType: '2g' }, false)).toBe(true);
    expect(wantsLessData({ effectiveType: '4g', saveData: true }, false)).toBe(true);
    expect(wantsLessData(undefined, true)).toBe(true);
  });
  it("reads the browser's connection and media query", () => {
    const win = (connection: object | undefined, reduced: boolean) =>
      ({
        navigator: { connection },
        matchMedia: (query: string) => ({ matches: reduced && query === '(prefers-reduced-data: reduce)' }),
      }) as unknown as Window;
    expect(visitorWantsLessData(win({ effectiveType: '4g' }, false))).toBe(false);
    expect(visitorWantsLessData(win({ effectiveType: '2g' }, false))).toBe(true);
    expect(visitorWantsLessData(win(undefined, true))).toBe(true);
  });
});
