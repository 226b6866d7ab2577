import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
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

/** The width the map never exceeds; from a tablet up it is exactly this wide, so labels are placed for it. */
const MAX_WIDTH = 720;
const MARKER = 24;

const Box = styled.div`
  position: relative;
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
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
  ${media.mobile} {
    display: none;
  }
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
export function separate(markers: { x: number; y: number; dx: number; dy: number }[]): void {
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

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Where each city's name goes on a map MAX_WIDTH px wide: right of its markers, else left,
 * below or above; a name that fits nowhere is left out (the list names every city anyway).
 */
export function placeLabels(
  cities: { cityId: number; city: string; x: number; y: number; reach: number }[],
): { cityId: number; city: string; rect: Rect }[] {
  const k = MAX_WIDTH / MAP_WIDTH;
  const taken: Rect[] = cities.map((c) => ({ x: c.x * k - c.reach, y: c.y * k - c.reach, w: 2 * c.reach, h: 2 * c.reach }));
  const placed: { cityId: number; city: string; rect: Rect }[] = [];
  for (const c of cities) {
    const w = c.city.length * 6.6 + 4;
    const h = 16;
    const [cx, cy, r] = [c.x * k, c.y * k, c.reach + 2];
    const options: Rect[] = [
      { x: cx + r, y: cy - h / 2, w, h },
      { x: cx - r - w, y: cy - h / 2, w, h },
      { x: cx - w / 2, y: cy + r, w, h },
      { x: cx - w / 2, y: cy - r - h, w, h },
    ];
    const fits = options.find(
      (o) => o.x >= 0 && o.y >= 0 && o.x + o.w <= MAX_WIDTH && o.y + o.h <= MAP_HEIGHT * k && !taken.some((t) => overlaps(o, t)),
    );
    if (fits) {
      taken.push(fits);
      placed.push({ cityId: c.cityId, city: c.city, rect: fits });
    }
  }
  return placed;
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
  const byCity = new Map<number, MapPoint[]>();
  points.forEach((p) => byCity.set(p.cityId, [...(byCity.get(p.cityId) ?? []), p]));
  const markers: (MapPoint & { x: number; y: number; dx: number; dy: number })[] = [];
  const cities: { cityId: number; city: string; x: number; y: number; reach: number }[] = [];
  for (const [cityId, group] of byCity) {
    // The city's markers fan out around their mean position (a city's points are a few hundred metres apart).
    const { x, y } = project(group.reduce((s, p) => s + p.lat, 0) / group.length, group.reduce((s, p) => s + p.lng, 0) / group.length);
    const offsets = fanOut(group.length);
    group.forEach((p, i) => markers.push({ ...p, x, y, ...offsets[i]! }));
    const reach = Math.max(...offsets.map((o) => Math.hypot(o.dx, o.dy))) + MARKER / 2;
    cities.push({ cityId, city: group[0]!.city, x, y, reach });
  }
  separate(markers);
  // Tab order is the list's.
  markers.sort((a, b) => a.n - b.n);
  // Bigger groups name their city first.
  cities.sort((a, b) => (byCity.get(b.cityId)?.length ?? 0) - (byCity.get(a.cityId)?.length ?? 0));
  const labels = placeLabels(cities);
  const k = MAX_WIDTH / MAP_WIDTH;

  return (
    <Box data-testid="locations-map">
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} aria-hidden="true" focusable="false">
        <path d={TAJIKISTAN_PATH} />
      </svg>
      {labels.map((l) => (
        <Label key={l.cityId} aria-hidden="true" style={{ left: pct(l.rect.x, MAX_WIDTH), top: pct(l.rect.y, MAP_HEIGHT * k) }}>
          {l.city}
        </Label>
      ))}
      <ol aria-label={intl.formatMessage({ id: 'loc.mapLabel' })}>
        {markers.map((m) => (
          <li key={m.id}>
            <Marker
              id={`loc-marker-${m.id}`}
              aria-label={`${m.title}, ${m.city}, ${m.address}`}
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
