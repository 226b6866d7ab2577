import { fireEvent, screen } from '@testing-library/react';
import { type BankLocation } from '@ssb/api-client';
import { fakeApi, pageText, renderPage } from '../../test/render';
import AddressesPage from './AddressesPage';

const T = { timeout: 5000 };

describe('addresses', () => {
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '17:00' }));
  const atm = (id: number, city: string, cityId: number, hours: unknown[]): BankLocation =>
    ({
      id,
      kind: 'atm',
      title: `ATM ${id}`,
      city,
      cityId,
      address: `Street ${id}`,
      phone: '',
      lat: 38.5,
      lng: 68.7,
      currencies: ['TJS'],
      hours,
    }) as BankLocation;
  const answers = {
    '/pages/addresses/': pageText('Addresses'),
    '/offices/': { results: [] },
    '/atms/': { results: [atm(1, 'Dushanbe', 1, weekdays), atm(2, 'Khujand', 2, weekdays), atm(3, 'Dushanbe', 1, [])] },
  };
  // Monday 10:00 in Dushanbe.
  const now = () => new Date('2026-11-23T05:00:00Z');

  it('finds ATMs by city and by "open now" at a fixed clock', async () => {
    const { api } = fakeApi(answers);
    renderPage(<AddressesPage now={now} />, { api });
    expect(await screen.findByTestId('empty', undefined, T)).toBeInTheDocument(); // no offices
    fireEvent.click(screen.getByRole('button', { name: 'ATMs' }));
    await screen.findByTestId('locations', undefined, T);
    expect(screen.getByTestId('loc-count')).toHaveTextContent('3 points');
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: '1' } });
    expect(screen.getByTestId('loc-count')).toHaveTextContent('2 points');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open now' }));
    expect(screen.getByTestId('loc-count')).toHaveTextContent('1 point');
    expect(screen.getByRole('heading', { name: 'ATM 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Directions on a map — ATM 1/ })).toHaveAttribute('href', expect.stringContaining('mlat=38.5'));
    // Each link of a point is a whole touch target (jsdom lays nothing out: the rule is checked).
    expect(getComputedStyle(screen.getByRole('link', { name: /Directions on a map — ATM 1/ })).minHeight).toBe('44px');
    expect(getComputedStyle(screen.getByRole('checkbox', { name: 'Open now' })).height).toBe('24px');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'khujand' } });
    expect(screen.getByTestId('empty')).toHaveTextContent('No point matches');
  });
});
