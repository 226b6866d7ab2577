import { act, fireEvent, screen } from '@testing-library/react';
import { createHostedRenderer, fakeApi } from '../test/hosted';
import { Table } from './Table';
import { TableScroll } from './TableScroll';

// A part's own name for the table, in two languages.
const renderPage = createHostedRenderer({
  tj: { 'rates.title': 'Қурби асъор' },
  ru: { 'rates.title': 'Курсы валют' },
  en: { 'rates.title': 'Exchange rates' },
});

/** jsdom lays nothing out: give every element the widths a browser would measure. */
function widths(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <TableScroll label="rates.title">
    <Table>
      <tbody>
        <tr>
          <td>USD</td>
        </tr>
      </tbody>
    </Table>
  </TableScroll>
);

afterEach(() => jest.restoreAllMocks());

it('a table wider than its box is a named region in the tab order', () => {
  widths(640, 358);
  renderPage(table, { lang: 'ru', api: fakeApi({}).api });
  expect(screen.getByRole('region', { name: 'Курсы валют' })).toHaveAttribute('tabindex', '0');
});

it('a table that fits is a named region but no tab stop', () => {
  widths(358, 358);
  renderPage(table, { lang: 'tj', api: fakeApi({}).api });
  expect(screen.getByRole('region', { name: 'Қурби асъор' })).not.toHaveAttribute('tabindex');
});

it('shows a cue at the right edge while more of the table lies that way, not once scrolled to the end', () => {
  widths(640, 358);
  renderPage(table, { lang: 'en', api: fakeApi({}).api });
  const region = screen.getByRole('region', { name: 'Exchange rates' });
  expect(screen.getByTestId('table-scroll-cue')).toHaveAttribute('aria-hidden', 'true');
  act(() => {
    region.scrollLeft = 640 - 358;
    fireEvent.scroll(region);
  });
  expect(screen.queryByTestId('table-scroll-cue')).toBeNull();
});

it('shows no cue on a table that fits', () => {
  widths(358, 358);
  renderPage(table, { lang: 'en', api: fakeApi({}).api });
  expect(screen.queryByTestId('table-scroll-cue')).toBeNull();
});
