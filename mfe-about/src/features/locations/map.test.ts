import { localize, atms, offices } from '@ssb/api/seed';
import { MAP_HEIGHT, MAP_WIDTH, TAJIKISTAN_PATH, project } from './tajikistanOutline';
import { placeLabels } from './LocationsMap';

const seed = [...offices, ...atms].map((s) => localize(s.doc, 3) as { lat: number; lng: number; city: string });

it('the outline is small, closed and in the drawing', () => {
  expect(TAJIKISTAN_PATH.length).toBeGreaterThan(1000);
  expect(TAJIKISTAN_PATH.length).toBeLessThan(6000);
  expect(TAJIKISTAN_PATH.startsWith('M')).toBe(true);
  expect(TAJIKISTAN_PATH.trim().endsWith('z')).toBe(true);
  expect(MAP_HEIGHT / MAP_WIDTH).toBeCloseTo(0.72, 1);
});

it('projects every point of the seed into the drawing, north up and east right', () => {
  for (const p of seed) {
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

it('places city names where they cover no marker and no other name, or not at all', () => {
  const cities = [...new Map(seed.map((p) => [p.city, p])).values()].map((p, i) => ({
    cityId: i + 1,
    city: p.city,
    ...project(p.lat, p.lng),
    reach: 12,
  }));
  const labels = placeLabels(cities);
  expect(labels.length).toBeGreaterThan(5);
  const k = 720 / MAP_WIDTH;
  const boxes = [...labels.map((l) => l.rect), ...cities.map((c) => ({ x: c.x * k - 12, y: c.y * k - 12, w: 24, h: 24 }))];
  boxes.forEach((a, i) =>
    boxes.forEach((b, j) => {
      if (i !== j && i < labels.length) expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h).toBe(false);
    }),
  );
});
