import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useResource, type PageProps } from '@ssb/contracts';
import { fetchAtms, fetchOffices, fetchPosTerminals, type BankLocation, type LocationKind } from '@ssb/api-client';
import { Muted, Page, Section, Button, Container, Skeleton } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';
import type { MessageId } from '../../i18n/tj';
import { distanceKm, filterLocations, isOpenAt, mapLink } from './hours';

const KINDS: { kind: LocationKind; label: MessageId }[] = [
  { kind: 'office', label: 'loc.offices' },
  { kind: 'atm', label: 'loc.atms' },
  { kind: 'pos', label: 'loc.pos' },
];

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;
const Filters = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  flex-wrap: wrap;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
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
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  li {
    padding: ${({ theme }) => theme.space[4]}px;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.card}px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 18px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px 12px;
    margin: 8px 0;
  }
  dd {
    margin: 0;
  }
  /* Phone and map links are each a whole touch target, one under the other, not 20 px lines of text. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const loaders = { office: fetchOffices, atm: fetchAtms, pos: fetchPosTerminals } as const;

interface Props extends Partial<PageProps> {
  /** The clock "open now" is judged by (tests fix it; the page uses the real one). */
  now?: () => Date;
}

/** /addresses: offices, ATMs and POS terminals as a list that needs no map tiles. */
export default function AddressesPage({ now = () => new Date() }: Props) {
  const intl = useIntl();
  const [kind, setKind] = useState<LocationKind>('office');
  const [q, setQ] = useState('');
  const [cityId, setCityId] = useState<number | null>(null);
  const [openNow, setOpenNow] = useState(false);
  const [here, setHere] = useState<{ lat: number; lng: number } | null>(null);
  const [geoFailed, setGeoFailed] = useState(false);
  const points = useResource((api, lang, signal) => loaders[kind](api, lang, undefined, signal), [kind]);

  const cities = useMemo(() => {
    if (points.status !== 'ready') return [];
    const byId = new Map<number, string>();
    points.data.forEach((p) => byId.set(p.cityId, p.city));
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [points]);

  const nearest = () => {
    if (!('geolocation' in navigator)) {
      setGeoFailed(true);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setGeoFailed(false);
        setHere({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      () => setGeoFailed(true),
    );
  };

  const shown = (all: BankLocation[]) => {
    const list = filterLocations(all, { q, cityId, openNow, now: now() });
    return here ? [...list].sort((a, b) => distanceKm(here, a) - distanceKm(here, b)) : list;
  };

  return (
    <Container as={Page}>
      <PageIntro name="addresses" fallbackTitle="nav.addresses" />
      <Tabs role="group" aria-label={intl.formatMessage({ id: 'loc.kinds' })}>
        {KINDS.map((k) => (
          <Button key={k.kind} variant={k.kind === kind ? 'primary' : 'secondary'} aria-pressed={k.kind === kind} onClick={() => setKind(k.kind)}>
            <FormattedMessage id={k.label} />
          </Button>
        ))}
      </Tabs>
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
        <Button variant="secondary" onClick={nearest}>
          <FormattedMessage id="loc.nearest" />
        </Button>
      </Filters>
      {geoFailed && (
        <Muted role="status">
          <FormattedMessage id="loc.geoDenied" />
        </Muted>
      )}
      <Section>
        <ResourceView
          resource={points}
          empty="common.empty"
          skeleton={[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} style={{ height: 180, marginBottom: 12 }} />
          ))}
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
                  <List data-testid="locations">
                    {list.map((p) => (
                      <li key={p.id}>
                        <h2>{p.title}</h2>
                        <div>
                          {p.city}, {p.address}
                        </div>
                        {isOpenAt(p.hours, now()) && (
                          <strong>
                            <FormattedMessage id="loc.openNow" />
                          </strong>
                        )}
                        <dl>
                          {p.hours.map((h) => (
                            <div key={h.weekday} style={{ display: 'contents' }}>
                              <dt>
                                <FormattedMessage id={`weekday.${h.weekday}`} />
                              </dt>
                              <dd>{h.open && h.close ? `${h.open}–${h.close}` : <FormattedMessage id="loc.closed" />}</dd>
                            </div>
                          ))}
                        </dl>
                        {p.phone && (
                          <div>
                            <a href={`tel:${p.phone.replace(/[^+\d]/g, '')}`}>{p.phone}</a>
                          </div>
                        )}
                        <a href={mapLink(p)} target="_blank" rel="noopener noreferrer">
                          <FormattedMessage id="loc.map" /> ({p.lat.toFixed(5)}, {p.lng.toFixed(5)})
                        </a>
                      </li>
                    ))}
                  </List>
                )}
              </>
            );
          }}
        </ResourceView>
      </Section>
    </Container>
  );
}
