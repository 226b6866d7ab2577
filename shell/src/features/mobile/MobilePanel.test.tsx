import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { current, mockMatchMedia, renderShell } from '../../test/renderShell';
import { Header } from '../header';
import { BottomMenu } from './BottomMenu';
import { MobilePanel } from './MobilePanel';
import { useMobileMenu } from './MobileMenuContext';

function Panel() {
  const menu = useMobileMenu();
  return menu.open ? <MobilePanel onClose={menu.hide} /> : null;
}

const Phone = () => (
  <>
    <Header />
    <BottomMenu />
    <Panel />
  </>
);

beforeEach(() => mockMatchMedia(true));

// jsdom applies no media queries, so the phone-only parts count as hidden: `hidden: true`
// lets the queries reach them.
const shown = { hidden: true } as const;

it('the burger opens the panel with tabs, search, languages and internet banking; Escape closes it and focus returns', async () => {
  renderShell(<Phone />, { url: '/en?type=1' });
  const burger = screen.getByRole('button', { ...shown, name: 'Open menu' });
  await userEvent.click(burger);
  const panel = screen.getByRole('dialog', { name: 'Site menu' });
  expect(burger).toHaveAttribute('aria-expanded', 'true');
  expect(
    within(panel)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(expect.arrayContaining(['Individuals', 'Legal entities', 'Financial organisations', 'About us', 'Consumer rights']));
  expect(within(panel).getByRole('searchbox')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'EN — language: English' })).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: /Internet banking/ })).toHaveAttribute('href', 'https://ib.example/');
  expect(within(panel).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(burger).toHaveFocus();
});

it('Escape in the language list closes the list, not the menu', async () => {
  renderShell(<Phone />, { url: '/en?type=1' });
  await userEvent.click(screen.getByRole('button', { ...shown, name: 'Open menu' }));
  const panel = screen.getByRole('dialog', { name: 'Site menu' });
  const languages = within(panel).getByRole('button', { name: 'EN — language: English' });
  await userEvent.click(languages);
  expect(within(panel).getByRole('listbox')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(within(panel).queryByRole('listbox')).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Site menu' })).toBeInTheDocument();
  expect(languages).toHaveFocus();
  // A second Escape is the menu's.
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('is a modal dialog: the browser keeps Tab inside it and the page behind inert', async () => {
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  renderShell(<Phone />, { url: '/en?type=1' });
  await userEvent.click(screen.getByRole('button', { ...shown, name: 'Open menu' }));
  expect(showModal.mock.contexts).toEqual([screen.getByRole('dialog', { name: 'Site menu' })]);
  expect(document.documentElement.style.overflow).toBe('hidden');
  showModal.mockRestore();
});

it('a tap beside the panel closes it', async () => {
  renderShell(<Phone />, { url: '/en?type=1' });
  await userEvent.click(screen.getByRole('button', { ...shown, name: 'Open menu' }));
  await userEvent.click(screen.getByTestId('panel-backdrop'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('choosing a tab or searching closes the panel', async () => {
  renderShell(<Phone />, { url: '/en?type=1' });
  await userEvent.click(screen.getByRole('button', { ...shown, name: 'Open menu' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Legal entities' }));
  expect(current.path).toBe('/en/legal-person');
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(screen.getByRole('button', { ...shown, name: 'Menu' }));
  await userEvent.type(within(screen.getByRole('dialog')).getByRole('searchbox'), 'cards{Enter}');
  expect(`${current.path}${current.search}`).toBe('/en/search?q=cards');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('the bottom menu links home, products, rates and addresses, and opens the panel', async () => {
  renderShell(<Phone />, { url: '/ru/Rates?type=1' });
  const bottom = screen.getByTestId('bottom-menu');
  expect(bottom).toHaveAttribute('aria-label', 'Быстрое меню');
  expect(within(bottom).getByRole('link', { ...shown, name: 'Курсы' })).toHaveAttribute('aria-current', 'page');
  expect(within(bottom).getByRole('link', { ...shown, name: 'Главная' })).toHaveAttribute('href', '/ru?type=1');
  await userEvent.click(within(bottom).getByRole('button', { ...shown, name: 'Меню' }));
  expect(screen.getByRole('dialog', { name: 'Меню сайта' })).toBeInTheDocument();
});

it('lists the product sections in a named group, each a full-size link that closes the panel', async () => {
  renderShell(<Phone />, { url: '/ru/Card/3?type=1' });
  await userEvent.click(screen.getByRole('button', { ...shown, name: 'Открыть меню' }));
  const panel = screen.getByRole('dialog', { name: 'Меню сайта' });
  const products = within(panel).getByRole('navigation', { name: 'Продукты и услуги' });
  const links = within(products).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Кредиты', '/ru/Credit?type=1'],
    ['Депозиты', '/ru/Deposit?type=1'],
    ['Карты', '/ru/Card?type=1'],
    ['Денежные переводы', '/ru/transfers?type=1'],
    ['Услуги', '/ru/services?type=2'],
    ['Курсы валют', '/ru/Rates?type=1'],
    ['Калькуляторы', '/ru/calculators?type=1'],
    ['Где моя заявка?', '/ru/application-status?type=1'],
  ]);
  // The section of the page shown is marked for screen readers.
  expect(within(products).getByRole('link', { name: 'Карты' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(products).getByRole('link', { name: 'Депозиты' }));
  expect(current.path).toBe('/ru/Deposit');
  expect(screen.queryByRole('dialog')).toBeNull();
});
