import { MAP_HEIGHT, MAP_WIDTH } from './tajikistanOutline';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { LangCode } from '@ssb/contracts';
import { atms, inLanguage, offices } from '@ssb/fixtures';
import { fakeApi, pageText, renderPage } from '../../test/render';
import AddressesPage from './AddressesPage';

const T = { timeout: 5000 };
const answersIn = (lang: LangCode) => ({
  '/pages/addresses/': pageText('Addresses'),
  '/offices/': { results: inLanguage(offices, lang) },
  '/atms/': { results: inLanguage(atms, lang) },
});
// Monday 10:00 in Dushanbe.
const now = () => new Date('2026-11-23T05:00:00Z');
const titles = () =>
  within(screen.getByTestId('locations'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

async function show(lang: LangCode = 'en') {
  const { api } = fakeApi(answersIn(lang));
  renderPage(<AddressesPage now={now} />, { api, lang });
  return screen.findByTestId('locations', undefined, T);
}

describe('the hours and phone of each office', () => {
  it.each([
    ['en', ['Mon–Fri 08:00–17:00', 'Sat 09:00–12:00', 'Sun closed'], 'Every day around the clock', 'ATMs'],
    ['ru', ['Пн–Пт 08:00–17:00', 'Сб 09:00–12:00', 'Вс выходной'], 'Ежедневно круглосуточно', 'Банкоматы'],
    ['tj', ['Дш–Ҷм 08:00–17:00', 'Шб 09:00–12:00', 'Яш рӯзи истироҳат'], 'Ҳар рӯз шабонарӯзӣ', 'Банкоматҳо'],
  ] as const)('collapses identical days into one line in %s', async (lang, officeLines, atmLine, atmsTab) => {
    const list = await show(lang);
    const first = within(list).getAllByRole('listitem')[0]!;
    const hours = within(first).getByTestId('hours');
    // Shown short; the full weekday names are there for screen readers.
    const lines = within(hours)
      .getAllByRole('listitem')
      .map((li) =>
        [...li.childNodes]
          .filter((n) => !(n instanceof HTMLElement && n.tagName === 'SPAN' && !n.hasAttribute('aria-hidden')))
          .map((n) => n.textContent)
          .join(''),
      );
    expect(lines).toEqual(officeLines);
    expect(within(list).getAllByTestId('hours')).toHaveLength(offices.length);
    fireEvent.click(screen.getByRole('button', { name: atmsTab }));
    await screen.findByText(/^(ATM No\.|Банкомат №) 1$/, undefined, T);
    expect(within(screen.getByTestId('locations')).getAllByTestId('hours')[0]).toHaveTextContent(atmLine);
  });

  it('names the days in full for screen readers and shows each office its own phone', async () => {
    const list = await show('en');
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('list', { name: 'Opening hours' })).toHaveTextContent(/Monday – Friday 08:00–17:00/);
    const phones = within(list).getAllByRole('link', { name: /^\+992/ });
    expect(phones).toHaveLength(offices.length);
    expect(phones[0]).toHaveAttribute('href', 'tel:+992446008855');
    // No seven-line week any more.
    expect(within(list).queryByText('Tuesday')).toBeNull();
  });
});

describe('the map', () => {
  it('has a marker per point, named and numbered as its entry, and each shows the other', async () => {
    const list = await show('en');
    const map = screen.getByRole('list', { name: 'Map of Tajikistan with the points of the list' });
    const markers = within(map).getAllByRole('button');
    expect(markers).toHaveLength(offices.length);
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    markers.forEach((marker, i) => {
      const entry = entries[i]!;
      const title = within(entry).getByRole('heading').textContent!;
      expect(marker).toHaveAccessibleName(expect.stringContaining(title));
      expect(marker).toHaveAccessibleName(expect.stringContaining(within(entry).getByText(/, /, { selector: 'p' }).textContent!.split(', ').pop()!));
      expect(marker).toHaveTextContent(String(i + 1));
      // The number it shows starts its name (axe: label-content-name-mismatch).
      expect(marker.getAttribute('aria-label')?.startsWith(`${i + 1}. ${title}, `)).toBe(true);
    });
    // A marker is a real button (Tab reaches it; Enter and Space press it).
    expect(markers[3]!.tagName).toBe('BUTTON');
    fireEvent.click(markers[3]!);
    expect(entries[3]).toHaveAttribute('data-selected');
    expect(entries[3]).toHaveFocus();
    expect(markers[3]).toHaveAttribute('data-selected');
    // One way to a map per entry: the route in a map app, named for its office (no second, near-identical one).
    expect(within(entries[5]!).queryAllByRole('button')).toEqual([]);
    const links = within(entries[5]!).getAllByRole('link', { name: /map/i });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(`Directions on a map — ${within(entries[5]!).getByRole('heading').textContent} (opens in a new tab)`);
  });

  it('keeps the markers of one city a whole marker apart, inside the drawing', async () => {
    await show('en');
    const markers = within(screen.getByTestId('locations-map')).getAllByRole('button');
    const at = markers.map((m) => {
      const [dx, dy] = /translate\((-?\d+)px, (-?\d+)px\)/.exec(m.style.transform)!.slice(1).map(Number);
      return { left: parseFloat(m.style.left), top: parseFloat(m.style.top), dx: dx!, dy: dy! };
    });
    for (const m of at) {
      expect(m.left).toBeGreaterThan(0);
      expect(m.left).toBeLessThan(100);
      expect(m.top).toBeGreaterThan(0);
      expect(m.top).toBeLessThan(100);
    }
    // Dushanbe's two offices share a centre; their offsets are at least 24 px apart.
    const same = at.filter((m) => m.left === at[0]!.left && m.top === at[0]!.top);
    expect(same.length).toBe(2);
    expect(Math.hypot(same[0]!.dx - same[1]!.dx, same[0]!.dy - same[1]!.dy)).toBeGreaterThanOrEqual(24);
    // And any two markers, of any towns, keep a 24 px target each on a map as narrow as a 320 px
    // phone's, and on wider ones (WCAG target size: axe found overlapping markers at 390 px).
    for (const width of [288, 358, 720]) {
      const height = (width * MAP_HEIGHT) / MAP_WIDTH;
      const px = at.map((m) => ({ x: (m.left / 100) * width + m.dx, y: (m.top / 100) * height + m.dy }));
      for (let i = 0; i < px.length; i += 1)
        for (let j = i + 1; j < px.length; j += 1) expect(Math.hypot(px[i]!.x - px[j]!.x, px[i]!.y - px[j]!.y)).toBeGreaterThanOrEqual(23.5);
    }
  });
});

describe('nearest to me', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis.navigator, 'geolocation');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis.navigator, 'geolocation', original);
    else delete (globalThis.navigator as { geolocation?: unknown }).geolocation;
  });
  /** The browser's answer, given by the test when it wants it. */
  function stubGeolocation() {
    const calls: { ok: PositionCallback; fail: PositionErrorCallback; options?: PositionOptions }[] = [];
    Object.defineProperty(globalThis.navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => calls.push({ ok, fail, options }),
      },
    });
    return calls;
  }
  const at = (lat: number, lng: number) => ({ coords: { latitude: lat, longitude: lng } }) as GeolocationPosition;
  const error = (code: number) => ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

  it('sorts by distance from the visitor and shows how far each point is', async () => {
    const calls = stubGeolocation();
    await show('en');
    const before = titles();
    expect(before[0]).toBe('Head office');
    expect(screen.queryByTestId('distance')).toBeNull();
    const button = screen.getByRole('button', { name: 'Nearest first' });
    fireEvent.click(button);
    expect(screen.getByTestId('geo-status')).toHaveTextContent('Finding your location…');
    expect(calls[0]!.options).toMatchObject({ timeout: 10_000 });
    // Standing in Khujand.
    await act(async () => calls[0]!.ok(at(40.2826, 69.6221)));
    expect(titles().slice(0, 2)).toEqual(['Khujand office', 'Khujand office']);
    expect(screen.getAllByTestId('distance')[0]).toHaveTextContent(/^0\.\d km$/);
    expect(screen.getAllByTestId('distance').at(-1)).toHaveTextContent(/^\d{3} km$/);
    expect(screen.getByTestId('geo-status')).toHaveTextContent('The list is sorted by distance from you, nearest first.');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // Pressed again: the list as it came.
    fireEvent.click(button);
    expect(titles()).toEqual(before);
    expect(screen.queryByTestId('distance')).toBeNull();
  });

  it.each([
    [1, 'You have not allowed the site to see your location. The list is unchanged.'],
    [2, 'Your browser could not find your location. The list is unchanged.'],
    [3, 'Finding your location took too long. The list is unchanged; please try again later.'],
  ])('says politely why not (error %i) and leaves the list as it was', async (code, message) => {
    const calls = stubGeolocation();
    await show('en');
    const before = titles();
    fireEvent.click(screen.getByRole('button', { name: 'Nearest first' }));
    await act(async () => calls[0]!.fail(error(code)));
    expect(screen.getByTestId('geo-status')).toHaveTextContent(message);
    expect(titles()).toEqual(before);
    expect(screen.queryByTestId('distance')).toBeNull();
    expect(screen.getByRole('button', { name: 'Nearest first' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so in Tajik when the browser has no geolocation at all', async () => {
    Object.defineProperty(globalThis.navigator, 'geolocation', { configurable: true, value: undefined });
    await show('tj');
    fireEvent.click(screen.getByRole('button', { name: 'Аввал наздиктаринҳо' }));
    await act(async () => undefined);
    expect(screen.getByTestId('geo-status')).toHaveTextContent('Браузер ҷойгиршавии шуморо муайян карда натавонист. Рӯйхат тағйир наёфт.');
  });

  it('gives up by itself when the browser never answers', async () => {
    jest.useFakeTimers();
    try {
      stubGeolocation();
      await show('ru');
      fireEvent.click(screen.getByRole('button', { name: 'Сначала ближайшие' }));
      await act(async () => jest.advanceTimersByTime(12_500));
      expect(screen.getByTestId('geo-status')).toHaveTextContent('Определение местоположения заняло слишком много времени.');
    } finally {
      jest.useRealTimers();
    }
  });
});
