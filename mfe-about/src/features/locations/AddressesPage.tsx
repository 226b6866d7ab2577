import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { media, useLang, useResource, type PageProps } from '@ssb/contracts';
import { fetchAtms, fetchOffices, fetchPosTerminals, type BankLocation, type LocationKind } from '@ssb/api-client';
import { Muted, Page, Section, Button, Container, Skeleton, formatNumber } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';
import type { MessageId } from '../../i18n/tj';
import { byDistance, filterLocations, isOpenAt, mapLink } from './hours';
import { Hours } from './Hours';
import { LocationsMap } from './LocationsMap';
import { MAP_HEIGHT, MAP_WIDTH } from './tajikistanOutline';
import { locate, type GeoFailure, type Position } from './geolocate';

const KINDS: { kind: LocationKind; label: MessageId }[] = [
  { kind: 'office', label: 'loc.offices' },
  { kind: 'atm', label: 'loc.atms' },
  { kind: 'pos', label: 'loc.pos' },
];

/* On a phone the three kinds share one row (a label may take two lines), so that the map is in
   the first screen, above the bottom menu. */
const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  ${media.mobile} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    margin-bottom: ${({ theme }) => theme.space[3]}px;
    > button {
      min-width: 0;
      padding: 0 ${({ theme }) => theme.space[1]}px;
      font-size: ${({ theme }) => theme.type.small.size}px;
      line-height: 18px;
      white-space: normal;
    }
  }
`;
/** The map and the filters: one above the other, side by side from a desktop up. */
const Top = styled.div`
  ${media.desktop} {
    display: grid;
    grid-template-columns: minmax(0, 720px) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]}px;
    align-items: start;
  }
`;
const Filters = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  flex-wrap: wrap;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  ${media.mobile} {
    gap: ${({ theme }) => theme.space[2]}px;
    margin-bottom: ${({ theme }) => theme.space[2]}px;
  }
  label {
    display: grid;
    gap: 4px;
  }
  input[type='search'],
  select {
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
  }
`;
/** The "open now" switch: the whole label is the touch target, the box itself at least 24 px. */
const Check = styled.label`
  /* Doubled to outrank the filters' "label" rule (a column of caption and field). */
  && {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    cursor: pointer;
  }
  input {
    width: 24px;
    height: 24px;
    margin: 0;
  }
`;
const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  ${media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
    gap: ${({ theme }) => theme.space[3]}px;
  }
  > li {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.card}px;
    /* Clear of the sticky header when the map scrolls to an entry. */
    scroll-margin-top: ${({ theme }) => theme.space[7]}px;
    outline: none;
  }
  /* The entry a marker chose: a ring drawn inside, so nothing moves. */
  > li[data-selected] {
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.primaryStrong};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.body.size}px;
    line-height: ${({ theme }) => theme.type.body.line}px;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.type.small.size}px;
    line-height: ${({ theme }) => theme.type.small.line}px;
  }
  /* Phone and map links are each a whole touch target, side by side. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;
const Head = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]}px;
  b {
    flex: none;
    min-width: 24px;
    text-align: center;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: 12px;
    line-height: 20px;
  }
  h2 {
    flex: 1;
  }
  span {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.type.small.size}px;
  }
`;
const OpenNow = styled.strong`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.type.small.size}px;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[3]}px;
  button {
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.primaryStrong};
    text-decoration: underline;
    cursor: pointer;
  }
`;
/**
 * Room for one line of message is kept, so that a message moves nothing; on a phone a longer one
 * takes a second line, and only after the visitor's own tap (a shift the page is not charged for).
 */
const GeoStatus = styled.p`
  min-height: ${({ theme }) => theme.type.small.line}px;
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.type.small.size}px;
  line-height: ${({ theme }) => theme.type.small.line}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const loaders = { office: fetchOffices, atm: fetchAtms, pos: fetchPosTerminals } as const;

interface Props extends Partial<PageProps> {
  /** The clock "open now" is judged by (tests fix it; the page uses the real one). */
  now?: () => Date;
}

/** /addresses: offices, ATMs and POS terminals as a list that needs no map tiles. */
const GEO_MESSAGES: Record<GeoFailure | 'locating' | 'sorted', MessageId> = {
  locating: 'loc.geo.locating',
  sorted: 'loc.geo.sorted',
  denied: 'loc.geo.denied',
  unavailable: 'loc.geo.unavailable',
  timeout: 'loc.geo.timeout',
};

/** Scrolls to an element and focuses it, smoothly unless the visitor asked for less motion. */
function reveal(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
  el.focus({ preventScroll: true });
}

/** /addresses: offices, ATMs and POS terminals on a drawn map of the country and as a list (no map tiles). */
export default function AddressesPage({ now = () => new Date() }: Props) {
  const intl = useIntl();
  const lang = useLang();
  const [kind, setKind] = useState<LocationKind>('office');
  const [q, setQ] = useState('');
  const [cityId, setCityId] = useState<number | null>(null);
  const [openNow, setOpenNow] = useState(false);
  const [here, setHere] = useState<Position | null>(null);
  const [geo, setGeo] = useState<keyof typeof GEO_MESSAGES | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const points = useResource((api, lang, signal) => loaders[kind](api, lang, undefined, signal), [kind]);

  const cities = useMemo(() => {
    if (points.status !== 'ready') return [];
    const byId = new Map<number, string>();
    points.data.forEach((p) => byId.set(p.cityId, p.city));
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [points]);

  /** "Nearest first" toggles: on, it asks for the position once; off, the list is as it came. */
  const nearest = () => {
    // Not disabled while it waits: a disabled button would drop the keyboard's focus.
    if (geo === 'locating') return;
    if (here) {
      setHere(null);
      setGeo(null);
      return;
    }
    setGeo('locating');
    locate().then(
      (position) => {
        setHere(position);
        setGeo('sorted');
      },
      (failure: GeoFailure) => setGeo(failure),
    );
  };

  const shown = (all: BankLocation[]): (BankLocation & { km?: number })[] => {
    const list = filterLocations(all, { q, cityId, openNow, now: now() });
    return here ? byDistance(list, here) : list;
  };
  const km = (value: number) => formatNumber(value, lang, value < 10 ? 1 : 0);
  const mapPoints = points.status === 'ready' ? shown(points.data).map((p, i) => ({ ...p, n: i + 1 })) : [];

  return (
    <Container as={Page}>
      <PageIntro name="addresses" fallbackTitle="nav.addresses" />
      <Tabs role="group" aria-label={intl.formatMessage({ id: 'loc.kinds' })}>
        {KINDS.map((k) => (
          <Button
            key={k.kind}
            variant={k.kind === kind ? 'primary' : 'secondary'}
            aria-pressed={k.kind === kind}
            onClick={() => {
              setKind(k.kind);
              setSelected(null);
            }}
          >
            <FormattedMessage id={k.label} />
          </Button>
        ))}
      </Tabs>
      {/* The map first: in a phone's first screen, above the bottom menu; beside the filters from a desktop up. */}
      <Top>
        <div data-testid="map-slot">
          {points.status === 'ready' ? (
            // Drawn even when nothing matches (the outline alone), so the filters never move as one types.
            <LocationsMap
              points={mapPoints}
              selected={selected}
              onSelect={(id) => {
                setSelected(id);
                reveal(`loc-${id}`);
              }}
            />
          ) : points.status === 'loading' ? (
            <Skeleton style={{ width: '100%', maxWidth: 720, aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`, marginBottom: 16 }} />
          ) : null}
        </div>
        <div>
          <Filters>
            <label>
              <FormattedMessage id="loc.search" />
              <input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
            </label>
            <label>
              <FormattedMessage id="loc.city" />
              <select value={cityId ?? ''} onChange={(e) => setCityId(e.target.value ? Number(e.target.value) : null)}>
                <option value="">{intl.formatMessage({ id: 'loc.allCities' })}</option>
                {cities.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <Check>
              <input type="checkbox" checked={openNow} onChange={(e) => setOpenNow(e.target.checked)} />
              <FormattedMessage id="loc.openNow" />
            </Check>
            <Button
              variant={here ? 'primary' : 'secondary'}
              aria-pressed={here !== null}
              aria-describedby="loc-geo"
              onClick={nearest}
              disabled={geo === 'locating'}
            >
              <FormattedMessage id="loc.nearest" />
            </Button>
          </Filters>
          <GeoStatus id="loc-geo" role="status" data-testid="geo-status">
            {geo && <FormattedMessage id={GEO_MESSAGES[geo]} />}
          </GeoStatus>
        </div>
      </Top>
      <Section>
        <ResourceView
          resource={points}
          empty="common.empty"
          skeleton={
            <>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} style={{ height: 150, marginBottom: 8 }} />
              ))}
            </>
          }
        >
          {(all) => {
            const list = shown(all);
            return (
              <>
                <Muted role="status" data-testid="loc-count">
                  <FormattedMessage id="loc.count" values={{ count: list.length }} />
                </Muted>
                {list.length === 0 ? (
                  <Muted data-testid="empty">
                    <FormattedMessage id="loc.none" />
                  </Muted>
                ) : (
                  <>
                    <List data-testid="locations">
                      {list.map((p, i) => (
                        <li key={p.id} id={`loc-${p.id}`} tabIndex={-1} data-selected={selected === p.id ? '' : undefined}>
                          <Head>
                            <b aria-hidden="true">{i + 1}</b>
                            <h2>{p.title}</h2>
                            {p.km !== undefined && (
                              <span data-testid="distance">
                                <FormattedMessage id="loc.distance" values={{ km: km(p.km) }} />
                              </span>
                            )}
                          </Head>
                          <p>
                            {p.city}, {p.address}
                          </p>
                          {isOpenAt(p.hours, now()) && (
                            <OpenNow>
                              <FormattedMessage id="loc.openNow" />
                            </OpenNow>
                          )}
                          <Hours hours={p.hours} />
                          <Actions>
                            {p.phone && <a href={`tel:${p.phone.replace(/[^+\d]/g, '')}`}>{p.phone}</a>}
                            {/* One way to a map per entry: the marker above is its number; this opens the route in a map. */}
                            <a href={mapLink(p)} target="_blank" rel="noopener noreferrer">
                              <FormattedMessage
                                id="loc.map"
                                values={{ title: p.title, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }}
                              />
                            </a>
                          </Actions>
                        </li>
                      ))}
                    </List>
                  </>
                )}
              </>
            );
          }}
        </ResourceView>
      </Section>
    </Container>
  );
}
