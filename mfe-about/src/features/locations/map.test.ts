import type { LangCode } from '@ssb/contracts';
import { atms, inLanguage, offices, posTerminals, type BankLocationFixture } from '@ssb/fixtures';
import { MAP_HEIGHT, MAP_WIDTH, TAJIKISTAN_PATH, project } from './tajikistanOutline';
import { MAP_WIDTHS, labelBoxAt, layoutMap, markerBoxAt, type MapPoint } from './LocationsMap';

const seed = (points: BankLocationFixture[], lang: LangCode) => inLanguage(points, lang).map((p, i) => ({ ...p, n: i + 1 }) satisfies MapPoint);

it('the outline is small, closed and in the drawing', () => {
  expect(TAJIKISTAN_PATH.length).toBeGreaterThan(1000);
  expect(TAJIKISTAN_PATH.length).toBeLessThan(6000);
  expect(TAJIKISTAN_PATH.startsWith('M')).toBe(true);
  expect(TAJIKISTAN_PATH.trim().endsWith('z')).toBe(true);
  expect(MAP_HEIGHT / MAP_WIDTH).toBeCloseTo(0.72, 1);
});

it('projects every point of the seed into the drawing, north up and east right', () => {
  for (const p of [...seed(offices, 'en'), ...seed(atms, 'en')]) {
    const { x, y } = project(p.lat, p.lng);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(MAP_WIDTH);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(MAP_HEIGHT);
  }
  const dushanbe = project(38.5598, 68.787);
  const khujand = project(40.2826, 69.6221);
  const khorugh = project(37.4895, 71.553);
  expect(khujand.y).toBeLessThan(dushanbe.y);
  expect(khorugh.x).toBeGreaterThan(dushanbe.x);
  // A degree of longitude is shorter than a degree of latitude at 38–41° N (cos ≈ 0.78).
  const east = project(38.5, 69).x - project(38.5, 68).x;
  const north = project(38, 68).y - project(39, 68).y;
  expect(east / north).toBeCloseTo(0.78, 1);
});

const intersect = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each([
  ['offices', offices],
  ['ATMs', atms],
  ['POS terminals', posTerminals],
])('the map of the %s', (_kind, docs) => {
  it.each(['tj', 'ru', 'en'] as const)('in %s: no name covers a marker or another name, at any width from 288 to 720 px', (lang) => {
    const { markers, labels: all } = layoutMap(seed(docs, lang));
    const towns = new Set(markers.map((m) => m.cityId)).size;
    // Every town is named on the widest map, most of them on a phone's (358 px).
    expect(all.length).toBe(towns);
    expect(all.filter((l) => l.from <= 358).length).toBeGreaterThanOrEqual(Math.ceil(towns * 0.6));
    for (const width of MAP_WIDTHS) {
      const height = (width * MAP_HEIGHT) / MAP_WIDTH;
      const markerBoxes = markers.map((m) => markerBoxAt(width, m));
      // The names shown at this width (a container query hides the others).
      const labels = all.filter((l) => l.from <= width);
      const labelBoxes = labels.map((l) => labelBoxAt(width, l));
      labelBoxes.forEach((box, i) => {
        expect(box.x >= 0 && box.y >= 0 && box.x + box.w <= width && box.y + box.h <= height).toBe(true);
        for (const marker of markerBoxes) expect([width, labels[i]!.city, intersect(box, marker)]).toEqual([width, labels[i]!.city, false]);
        labelBoxes.forEach((other, j) => j !== i && expect(intersect(box, other)).toBe(false));
      });
      // And markers (round, 24 px) clear one another, so each is a target of its own.
      const centres = markerBoxes.map((b) => [b.x + b.w / 2, b.y + b.h / 2] as const);
      centres.forEach(([ax, ay], i) => centres.forEach(([bx, by], j) => j > i && expect(Math.hypot(ax - bx, ay - by)).toBeGreaterThanOrEqual(24)));
    }
  });
});
