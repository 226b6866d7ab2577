import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MAP_HEIGHT, MAP_WIDTH, TAJIKISTAN_PATH, project } from './tajikistanOutline';

/** A point of the list as the map shows it: `n` is its number in the list. */
export interface MapPoint {
  id: number;
  n: number;
  title: string;
  address: string;
  city: string;
  cityId: number;
  lat: number;
  lng: number;
}

/** The width the map never exceeds (MAP_WIDTHS' widest). */
const MAX_WIDTH = 720;
const MARKER = 24;

/**
 * The widths the map is drawn at, from a 320 px phone's 288 up to the 720 it has from a tablet up.
 * Markers and names keep their size in pixels while the outline scales, so a name is placed only
 * where it is clear at every one of them.
 */
export const MAP_WIDTHS = [288, 320, 358, 400, 480, 560, 640, 720];

/**
 * The map widths from which a name is shown (a container query): a name that does not fit on the
 * narrowest map may from a wider one. 358 is a 390 px phone's map.
 */
const LABEL_TIERS = [288, 358, 480, 600, 720];

const Box = styled.div`
  position: relative;
  container: locations-map / inline-size;
  width: 100%;
  max-width: ${MAX_WIDTH}px;
  /* The space is the map's before anything loads: nothing below it moves. */
  aspect-ratio: ${MAP_WIDTH} / ${MAP_HEIGHT};
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  path {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.textSubtle};
    stroke-width: 2;
    stroke-linejoin: round;
    vector-effect: non-scaling-stroke;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Marker = styled.button`
  position: absolute;
  width: ${MARKER}px;
  height: ${MARKER}px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-size: 11px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primaryStrong};
  &[data-selected] {
    background: ${({ theme }) => theme.colors.text};
    box-shadow:
      0 0 0 1px ${({ theme }) => theme.colors.text},
      0 0 0 4px ${({ theme }) => theme.colors.primarySoft};
    z-index: 1;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
    z-index: 2;
  }
`;

const Label = styled.span`
  position: absolute;
  font-size: 12px;
  line-height: 16px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  /* Readable over the outline's line: a halo of the map's own colour. */
  text-shadow:
    0 0 2px ${({ theme }) => theme.colors.surface},
    0 0 2px ${({ theme }) => theme.colors.surface};
  pointer-events: none;
  /* Shown from its tier's map width: narrower, it would cover a marker or another name. */
  ${LABEL_TIERS.slice(1)
    .map(
      (tier) =>
        `&[data-from='${tier}'] { display: none; } @container locations-map (min-width: ${tier}px) { &[data-from='${tier}'] { display: block; } }`,
    )
    .join('\n')}
`;

const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

/** Offsets (px) of the markers of one city, around its centre, so that none covers another. */
function fanOut(count: number): { dx: number; dy: number }[] {
  if (count === 1) return [{ dx: 0, dy: 0 }];
  // Neighbours at least one marker apart on the circle.
  const radius = Math.max(MARKER / 2 + 1, (MARKER + 1) / (2 * Math.sin(Math.PI / count)));
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return { dx: Math.round(radius * Math.cos(angle)), dy: Math.round(radius * Math.sin(angle)) };
  });
}

/** The narrowest map (a 320 px phone less the page's margins), where the markers crowd most. */
const NARROWEST = 288;

/**
 * Pushes apart any two markers closer than a marker and a little on the narrowest map, each along
 * the line between them (so a wider map only moves them further apart), then rounds the offsets.
 * A town's own fan stays as it is unless a neighbouring town's markers crowd it.
 */
function separate(markers: { x: number; y: number; dx: number; dy: number }[]): void {
  const k = NARROWEST / MAP_WIDTH;
  const gap = MARKER + 2;
  for (let round = 0; round < 200; round += 1) {
    let moved = false;
    for (let i = 0; i < markers.length; i += 1)
      for (let j = i + 1; j < markers.length; j += 1) {
        const a = markers[i]!;
        const b = markers[j]!;
        const ex = b.x * k + b.dx - (a.x * k + a.dx);
        const ey = b.y * k + b.dy - (a.y * k + a.dy);
        const d = Math.hypot(ex, ey);
        if (d >= gap) continue;
        const [ux, uy] = d > 0.01 ? [ex / d, ey / d] : [1, 0];
        const push = (gap - d) / 2 + 0.5;
        a.dx -= ux * push;
        a.dy -= uy * push;
        b.dx += ux * push;
        b.dy += uy * push;
        moved = true;
      }
    if (!moved) break;
  }
  for (const m of markers) {
    m.dx = Math.round(m.dx);
    m.dy = Math.round(m.dy);
  }
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const LABEL_HEIGHT = 16;
/** A name's width at 12 px, a little more than Rubik's widest letters give, so that the box measured never exceeds it. */
const labelWidth = (city: string) => Math.ceil(city.length * 7.2) + 6;

/** A marker as placed: its point in the drawing (x, y) and its offset in pixels (dx, dy) from it. */
export interface PlacedMarker {
  cityId: number;
  x: number;
  y: number;
  dx: number;
  dy: number;
}

/** A city's name: beside its point in the drawing, by an offset in pixels (ox, oy) of its box's corner. */
export interface PlacedLabel {
  cityId: number;
  city: string;
  /** The narrowest map width it is shown at (one of LABEL_TIERS). */
  from: number;
  x: number;
  y: number;
  ox: number;
  oy: number;
  w: number;
  h: number;
}

/** The box of a point of the drawing with an offset in pixels, on a map `width` pixels wide. */
function boxAt(width: number, x: number, y: number, ox: number, oy: number, w: number, h: number): Rect {
  const k = width / MAP_WIDTH;
  return { x: x * k + ox, y: y * k + oy, w, h };
}

export const markerBoxAt = (width: number, m: PlacedMarker): Rect =>
  boxAt(width, m.x, m.y, m.dx - MARKER / 2 - 1, m.dy - MARKER / 2 - 1, MARKER + 2, MARKER + 2);
export const labelBoxAt = (width: number, l: PlacedLabel): Rect => boxAt(width, l.x, l.y, l.ox, l.oy, l.w, l.h);

/**
 * Where each city's name goes: right of its markers, else left, below, above, or at a corner;
 * clear of every marker, of every other name shown at the same width and of the map's edge, at
 * every width of MAP_WIDTHS from its tier (LABEL_TIERS) up. A name that fits nowhere is left out
 * (the list names every city anyway). Cities come in the order given (the bigger first).
 */
function placeLabels(cities: { cityId: number; city: string }[], markers: readonly PlacedMarker[]): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const clear = (label: PlacedLabel) =>
    MAP_WIDTHS.filter((width) => width >= label.from).every((width) => {
      const box = labelBoxAt(width, label);
      const height = (width * MAP_HEIGHT) / MAP_WIDTH;
      if (box.x < 0 || box.y < 0 || box.x + box.w > width || box.y + box.h > height) return false;
      if (markers.some((m) => overlaps(box, markerBoxAt(width, m)))) return false;
      return !placed.some((p) => width >= p.from && overlaps(box, labelBoxAt(width, p)));
    });
  for (const c of cities) {
    const own = markers.filter((m) => m.cityId === c.cityId);
    if (own.length === 0) continue;
    const { x, y } = own[0]!;
    // The city's markers, in pixels around its point.
    const left = Math.min(...own.map((m) => m.dx)) - MARKER / 2;
    const right = Math.max(...own.map((m) => m.dx)) + MARKER / 2;
    const top = Math.min(...own.map((m) => m.dy)) - MARKER / 2;
    const bottom = Math.max(...own.map((m) => m.dy)) + MARKER / 2;
    const [w, h] = [labelWidth(c.city), LABEL_HEIGHT];
    const middle = (top + bottom) / 2 - h / 2;
    const centre = (left + right) / 2 - w / 2;
    const options: [number, number][] = [
      [right + 3, middle],
      [left - 3 - w, middle],
      [centre, bottom + 2],
      [centre, top - 2 - h],
      [right + 2, bottom - 4],
      [right + 2, top + 4 - h],
      [left - 2 - w, bottom - 4],
      [left - 2 - w, top + 4 - h],
    ];
    const candidates = LABEL_TIERS.flatMap((from) =>
      options.map(([ox, oy]) => ({ cityId: c.cityId, city: c.city, x, y, ox: Math.round(ox), oy: Math.round(oy), w, h, from })),
    );
    const fits = candidates.find(clear);
    if (fits) placed.push(fits);
  }
  return placed;
}

/** A point of the drawing moved by pixels, as CSS: the outline scales, the offset does not. */
const at = (value: number, of: number, px: number) => `calc(${pct(value, of)} + ${px}px)`;

/** Where the markers (fanned out by city, pushed apart) and the city names go: the same at every width. */
export function layoutMap(points: readonly MapPoint[]): { markers: (MapPoint & PlacedMarker)[]; labels: PlacedLabel[] } {
  const byCity = new Map<number, MapPoint[]>();
  points.forEach((p) => byCity.set(p.cityId, [...(byCity.get(p.cityId) ?? []), p]));
  const markers: (MapPoint & { x: number; y: number; dx: number; dy: number })[] = [];
  const cities: { cityId: number; city: string }[] = [];
  for (const [cityId, group] of byCity) {
    // The city's markers fan out around their mean position (a city's points are a few hundred metres apart).
    const { x, y } = project(group.reduce((s, p) => s + p.lat, 0) / group.length, group.reduce((s, p) => s + p.lng, 0) / group.length);
    const offsets = fanOut(group.length);
    group.forEach((p, i) => markers.push({ ...p, x, y, ...offsets[i]! }));
    cities.push({ cityId, city: group[0]!.city });
  }
  separate(markers);
  // Tab order is the list's.
  markers.sort((a, b) => a.n - b.n);
  // Bigger groups name their city first.
  cities.sort((a, b) => (byCity.get(b.cityId)?.length ?? 0) - (byCity.get(a.cityId)?.length ?? 0));
  const labels = placeLabels(cities, markers);
  return { markers, labels };
}

/**
 * The points of the list on an outline of Tajikistan (drawn here: no map tiles). Each marker is a
 * button named as its list entry, numbered as it; `onSelect` shows that entry.
 */
export function LocationsMap({
  points,
  selected,
  onSelect,
}: {
  points: readonly MapPoint[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const intl = useIntl();
  const { markers, labels } = layoutMap(points);

  return (
    <Box data-testid="locations-map">
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} aria-hidden="true" focusable="false">
        <path d={TAJIKISTAN_PATH} />
      </svg>
      {labels.map((l) => (
        <Label
          key={l.cityId}
          aria-hidden="true"
          data-testid="map-label"
          data-from={l.from}
          style={{ left: at(l.x, MAP_WIDTH, l.ox), top: at(l.y, MAP_HEIGHT, l.oy), width: l.w, height: l.h }}
        >
          {l.city}
        </Label>
      ))}
      <ol aria-label={intl.formatMessage({ id: 'loc.mapLabel' })}>
        {markers.map((m) => (
          <li key={m.id}>
            <Marker
              id={`loc-marker-${m.id}`}
              // The visible number first: a name that holds what is shown (WCAG 2.5.3), the entry's own words after it.
              aria-label={`${m.n}. ${m.title}, ${m.city}, ${m.address}`}
              data-selected={selected === m.id ? '' : undefined}
              onClick={() => onSelect(m.id)}
              style={{
                left: pct(m.x, MAP_WIDTH),
                top: pct(m.y, MAP_HEIGHT),
                transform: `translate(${m.dx - MARKER / 2}px, ${m.dy - MARKER / 2}px)`,
              }}
            >
              {m.n}
            </Marker>
          </li>
        ))}
      </ol>
    </Box>
  );
}
