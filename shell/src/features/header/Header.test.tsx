import { screen, within } from '@testing-library/react';
import { mockMatchMedia, renderShell, testConfig } from '../../test/renderShell';
import { Header } from './Header';

beforeEach(() => mockMatchMedia(true));

// jsdom applies no media queries: the phone's header tools are reached with `hidden: true`.
const shown = { hidden: true } as const;

it.each([
  ['/?type=1', 'Интернет-бонкинг'],
  ['/ru?type=1', 'Интернет-банкинг'],
  ['/en?type=1', 'Internet banking'],
])('on a phone (%s) internet banking is one tap away in the header, before the burger, without opening the menu', (url, name) => {
  renderShell(<Header />, { url });
  const tools = screen.getByTestId('header-phone-tools');
  const link = within(tools).getByRole('link', { ...shown, name: new RegExp(`^${name}`) });
  expect(link).toHaveAttribute('href', testConfig.internetBankingUrl);
  expect(link).toHaveAttribute('target', '_blank');
  expect(screen.queryByRole('dialog')).toBeNull();
  // In the tab order right before the burger (jsdom applies no media query, so the order is read from the page).
  const focusable = Array.from(tools.querySelectorAll('a[href], button'));
  expect(focusable).toEqual([link, within(tools).getByTestId('burger')]);
});
