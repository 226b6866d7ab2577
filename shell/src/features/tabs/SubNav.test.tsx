import { screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { userEvent } from '@testing-library/user-event';
import { current, renderShell } from '../../test/renderShell';
import { SubNav, revealActiveItem } from './SubNav';
import { TabList } from './TabList';

const Bars = () => (
  <>
    <TabList />
    <SubNav />
  </>
);

it('sets type=1 on a first load without type, replacing the history entry', () => {
  renderShell(<Bars />, { url: '/ru/Credit' });
  expect(current.search).toBe('?type=1');
  expect(current.action).toBe('REPLACE');
  expect(screen.getByRole('link', { name: 'Физическим лицам' })).toHaveAttribute('aria-current', 'true');
});

it('keeps the other query parameters when it adds the type', () => {
  renderShell(<Bars />, { url: '/en/search?q=loan' });
  expect(current.search).toBe('?q=loan&type=1');
});

it('starts on the tab whose root is opened', () => {
  renderShell(<Bars />, { url: '/en/legal-person' });
  expect(current.search).toBe('?type=2');
  expect(screen.getByRole('link', { name: 'Legal entities' })).toHaveAttribute('aria-current', 'true');
});

it('shows the children of the active tab with the type kept, and highlights the current one', () => {
  renderShell(<Bars />, { url: '/ru/Credit?type=2' });
  const sub = screen.getByRole('navigation', { name: 'Подразделы' });
  const links = within(sub).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual([
    'Депозиты',
    'Кредиты',
    'Расчётно-кассовое обслуживание',
    'Услуги',
    'SSB Mobile',
    'Права потребителей',
  ]);
  expect(within(sub).getByRole('link', { name: 'Кредиты' })).toHaveAttribute('aria-current', 'page');
  expect(within(sub).getByRole('link', { name: 'Кредиты' })).toHaveAttribute('href', '/ru/Credit?type=2');
  expect(within(sub).getByRole('link', { name: 'Депозиты' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Юридическим лицам' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'Физическим лицам' })).not.toHaveAttribute('aria-current');
});

it('switches the sub-navigation when another tab is chosen', async () => {
  renderShell(<Bars />, { url: '/en?type=1' });
  await userEvent.click(screen.getByRole('link', { name: 'About us' }));
  expect(current.path).toBe('/en/about');
  expect(current.search).toBe('?type=4');
  const sub = screen.getByRole('navigation', { name: 'Section menu' });
  expect(within(sub).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/en/history?type=4');
  // "rights" is a child of "about us": it is not repeated at the end of the bar.
  expect(within(sub).getAllByRole('link', { name: 'Consumer rights' })).toHaveLength(1);
});

it('keeps the last tab on a page linked without type', async () => {
  renderShell(
    <>
      <Bars />
      <Link to="/en/Rates">plain link</Link>
    </>,
    { url: '/en/legal-person?type=2' },
  );
  await userEvent.click(screen.getByRole('link', { name: 'plain link' }));
  expect(current.path).toBe('/en/Rates');
  expect(current.search).toBe('');
  expect(screen.getByRole('link', { name: 'Legal entities' })).toHaveAttribute('aria-current', 'true');
});

it('marks type 5 as the rights link', () => {
  renderShell(<Bars />, { url: '/en/rights?type=5' });
  expect(screen.getByRole('link', { name: 'Consumer rights' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('link', { current: 'true' })).toBeNull();
});

it.each(['/ru/about-bank?type=1', '/ru/addresses', '/ru/news/7?type=2', '/ru/vacancy?type=1', '/ru/privacy'])(
  'shows "About us", not an audience, as the tab of the bank\'s own page %s',
  (url) => {
    renderShell(<Bars />, { url });
    const tabs = screen.getByRole('navigation', { name: 'Разделы сайта' });
    expect(within(tabs).getByRole('link', { name: 'О нас' })).toHaveAttribute('aria-current', 'true');
    expect(within(tabs).getByRole('link', { name: 'Физическим лицам' })).not.toHaveAttribute('aria-current');
  },
);

it('keeps the audience on the search page, which is no page of the bank itself', () => {
  renderShell(<Bars />, { url: '/ru/search?q=кредит&type=2' });
  expect(screen.getByRole('link', { name: 'Юридическим лицам' })).toHaveAttribute('aria-current', 'true');
});

/** A strip 390 px wide with items 100 px wide each, laid out in jsdom by hand. */
function stripWithItems(count: number, activeIndex: number): HTMLUListElement {
  const list = document.createElement('ul');
  Object.defineProperties(list, { clientWidth: { value: 390 }, scrollWidth: { value: count * 100 } });
  list.getBoundingClientRect = () => ({ left: 0, width: 390 }) as DOMRect;
  for (let i = 0; i < count; i += 1) {
    const item = document.createElement('a');
    if (i === activeIndex) item.setAttribute('aria-current', 'page');
    item.getBoundingClientRect = () => ({ left: i * 100 - list.scrollLeft, width: 100 }) as DOMRect;
    list.append(item);
  }
  return list;
}

it('scrolls the strip (and only the strip) to centre the current item', () => {
  const list = stripWithItems(12, 8);
  const pageScroll = jest.spyOn(window, 'scrollTo');
  revealActiveItem(list);
  expect(list.scrollLeft).toBe(800 - (390 - 100) / 2);
  expect(pageScroll).not.toHaveBeenCalled();
  // The first items stay where they are: no scrolling before the start.
  const first = stripWithItems(12, 0);
  revealActiveItem(first);
  expect(first.scrollLeft).toBe(0);
});
