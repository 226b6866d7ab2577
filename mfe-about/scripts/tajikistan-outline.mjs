/* global process, URL */
/**
 * Writes src/features/locations/tajikistanOutline.ts: the outline of Tajikistan as one SVG path,
 * for the map of the addresses page (no tile server is reached from the page).
 *
 * Source: Natural Earth 1:10m Admin 0 countries (public domain, naturalearthdata.com), as
 * TopoJSON in the npm package world-atlas 2.0.2 (countries-10m.json). The package is not a
 * dependency: fetch it once, e.g.
 *
 *   npm pack world-atlas@2.0.2 --pack-destination <a scratch folder> && tar xzf <that folder>/world-atlas-2.0.2.tgz -C <that folder>
 *   node mfe-about/scripts/tajikistan-outline.mjs <that folder>/package/countries-10m.json
 *   npx prettier --write mfe-about/src/features/locations/tajikistanOutline.ts
 *
 * The projection is equirectangular with the longitudes scaled by cos(middle latitude), so that
 * a kilometre east is as long as a kilometre north; the page projects markers with the same
 * numbers (project() in the generated module).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const source = process.argv[2];
if (!source) throw new Error('usage: node mfe-about/scripts/tajikistan-outline.mjs <path of countries-10m.json>');
const out = new URL('../src/features/locations/tajikistanOutline.ts', import.meta.url);
/** Width of the drawing in SVG units; the height follows from the country's shape. */
const WIDTH = 1000;
/** Douglas–Peucker tolerance in SVG units (a 1000-unit-wide map: about 0.6 km). */
const TOLERANCE = 1.1;
/** Rings smaller than this (square SVG units) are dropped: the smallest exclaves vanish at this scale. */
const MIN_AREA = 4;

const topology = JSON.parse(readFileSync(source, 'utf8'));
const country = topology.objects.countries.geometries.find((g) => g.id === '762' || g.properties?.name === 'Tajikistan');
if (!country) throw new Error(`no Tajikistan (762) in ${source}`);

// TopoJSON arcs: quantized and delta-encoded.
const [sx, sy] = topology.transform.scale;
const [tx, ty] = topology.transform.translate;
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * sx + tx, y * sy + ty];
  });
});
const arcPoints = (i) => (i >= 0 ? arcs[i] : [...arcs[~i]].reverse());
const ring = (indexes) => indexes.flatMap((i, n) => (n === 0 ? arcPoints(i) : arcPoints(i).slice(1)));
const polygons = country.type === 'Polygon' ? [country.arcs] : country.arcs;
// Outer rings only (the country has no holes at this scale worth drawing).
const rings = polygons.map((polygon) => ring(polygon[0]));

const all = rings.flat();
const minLng = Math.min(...all.map((p) => p[0]));
const maxLng = Math.max(...all.map((p) => p[0]));
const minLat = Math.min(...all.map((p) => p[1]));
const maxLat = Math.max(...all.map((p) => p[1]));
const cosLat = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
const scale = WIDTH / ((maxLng - minLng) * cosLat);
const HEIGHT = Math.round((maxLat - minLat) * scale);
const project = ([lng, lat]) => [(lng - minLng) * cosLat * scale, (maxLat - lat) * scale];

function simplify(points, tolerance) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    let worst = -1;
    let index = -1;
    for (let i = a + 1; i < b; i += 1) {
      const [px, py] = points[i];
      const d = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (d > worst) [worst, index] = [d, i];
    }
    if (worst > tolerance) {
      keep[index] = 1;
      stack.push([a, index], [index, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** A closed ring (first point = last) cut at the point farthest from its start, each half simplified. */
function simplifyRing(points, tolerance) {
  const [x0, y0] = points[0];
  let far = 0;
  points.forEach(([x, y], i) => {
    if (Math.hypot(x - x0, y - y0) > Math.hypot(points[far][0] - x0, points[far][1] - y0)) far = i;
  });
  return [...simplify(points.slice(0, far + 1), tolerance).slice(0, -1), ...simplify(points.slice(far), tolerance)];
}

const area = (points) =>
  Math.abs(points.reduce((s, [x, y], i) => s + x * points[(i + 1) % points.length][1] - points[(i + 1) % points.length][0] * y, 0)) / 2;

const r1 = (n) => Math.round(n * 10) / 10;
const paths = rings
  .map((r) => simplifyRing(r.map(project), TOLERANCE))
  .filter((r) => r.length >= 4 && area(r) >= MIN_AREA)
  .map((r) => {
    // Relative moves after the first point: a third smaller than absolute ones.
    const pts = r.slice(0, -1).map(([x, y]) => [r1(x), r1(y)]);
    let [px, py] = pts[0];
    const steps = pts.slice(1).map(([x, y]) => {
      const step = `${r1(x - px)} ${r1(y - py)}`;
      [px, py] = [x, y];
      return step;
    });
    return `M${pts[0][0]} ${pts[0][1]}l${steps.join(' ')}z`.replace(/ -/g, '-');
  });
const d = paths.join('');

const text = `// Generated by mfe-about/scripts/tajikistan-outline.mjs: do not edit by hand.
// Source: Natural Earth 1:10m Admin 0 countries, version 4.1.0 (public domain, naturalearthdata.com),
// as TopoJSON in the npm package world-atlas 2.0.2; simplified (Douglas–Peucker, ${TOLERANCE} units).

/** The drawing's size in SVG units (viewBox 0 0 WIDTH HEIGHT). */
export const MAP_WIDTH = ${WIDTH};
export const MAP_HEIGHT = ${HEIGHT};

/** The outline of Tajikistan, ${paths.length} rings, in the drawing's units. */
export const TAJIKISTAN_PATH = '${d}';

const MIN_LNG = ${minLng.toFixed(5)};
const MAX_LAT = ${maxLat.toFixed(5)};
const COS_LAT = ${cosLat.toFixed(6)};
const SCALE = ${scale.toFixed(4)};

/** A point's place in the drawing: equirectangular, longitudes scaled by cos(middle latitude). */
export function project(lat: number, lng: number): { x: number; y: number } {
  return { x: (lng - MIN_LNG) * COS_LAT * SCALE, y: (MAX_LAT - lat) * SCALE };
}
`;
writeFileSync(out, text);
process.stdout.write(`${out.pathname}: ${paths.length} rings, ${d.length} characters of path\n`);
