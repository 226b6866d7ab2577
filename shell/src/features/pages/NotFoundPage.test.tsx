import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { current, renderShell } from '../../test/renderShell';
import { NotFoundPage } from './NotFoundPage';

it('offers the site search, the popular sections and the contact centre', async () => {
  renderShell(<NotFoundPage />, { url: '/ru/no/such/page' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Эта страница не найдена');
  // The form works before the app does, too: a GET to the results page.
  const search = screen.getByRole('search');
  expect(search).toHaveAttribute('action', '/ru/search');
  expect(search).toHaveAttribute('method', 'get');
  const popular = screen.getByRole('navigation', { name: 'Популярные разделы' });
  expect(
    within(popular)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Кредиты', '/ru/Credit?type=1'],
    ['Депозиты', '/ru/Deposit?type=1'],
    ['Карты', '/ru/Card?type=1'],
    ['Денежные переводы', '/ru/transfers?type=1'],
    ['Калькуляторы', '/ru/calculators?type=1'],
    ['Филиалы и банкоматы', '/ru/addresses?type=4'],
    ['Связаться с нами', '/ru/contact-us?type=4'],
  ]);
  expect(screen.getByRole('link', { name: '8855' })).toHaveAttribute('href', 'tel:8855');
  expect(screen.getByRole('link', { name: 'info@ssb.tj' })).toHaveAttribute('href', 'mailto:info@ssb.tj');

  await userEvent.type(within(search).getByRole('searchbox'), 'депозит{Enter}');
  expect(current.path).toBe('/ru/search');
  expect(current.search).toBe('?q=%D0%B4%D0%B5%D0%BF%D0%BE%D0%B7%D0%B8%D1%82');
});

it.each([
  ['/no', 'Ин саҳифа ёфт нашуд', 'Бахшҳои маъмул', 'Филиалҳо ва банкоматҳо'],
  ['/en/no', 'This page could not be found', 'Popular sections', 'Branches and ATMs'],
])('is in the language of the address (%s)', (url, title, popular, addresses) => {
  renderShell(<NotFoundPage />, { url });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(within(screen.getByRole('navigation', { name: popular })).getByRole('link', { name: addresses })).toBeInTheDocument();
});
