import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, httpError, pageText, pending, renderPage } from '../../test/render';
import HomePage from './HomePage';

const slide = (id: number, title: string) => ({ id, title, text: `${title} text`, image: `/s${id}.png`, link: '/Credit', status: 1 });
const base = {
  '/pages/home/': pageText('SSB — your bank'),
  '/sliders/': { results: [slide(1, 'Loans from 18%'), slide(2, 'Deposits up to 8%')] },
  '/popular-products/': { results: [{ id: 1, kind: 'credit', title: 'Consumer loan', summary: 'For anything', image: null, link: '/Credit/1' }] },
  '/rates/': {
    selector: 'NON_CASH',
    ready: true,
    message: '',
    updatedAt: '2025-11-21T08:00:00+05:00',
    results: [{ currency: 'USD', name: 'US dollar', nbt: 9.43, buy: 9.41, sell: 9.46 }],
  },
  '/useful-links/': { results: [{ id: 1, title: 'National Bank of Tajikistan', url: 'https://nbt.tj', image: null }] },
};

it('shows the sliders one at a time, popular products, rates, calculators and useful links', async () => {
  renderPage(<HomePage />, { api: fakeApi(base).api });
  const slider = await screen.findByTestId('slider');
  expect(within(slider).getByRole('heading', { name: 'Loans from 18%' })).toBeInTheDocument();
  await userEvent.click(within(slider).getByRole('button', { name: 'Next slide' }));
  expect(within(slider).getByRole('heading', { name: 'Deposits up to 8%' })).toBeInTheDocument();
  expect(within(slider).getByRole('img', { name: 'Deposits up to 8%' })).toHaveAttribute('height', '420');
  expect(await screen.findByTestId('popular-product')).toHaveTextContent('Consumer loan');
  expect(screen.getByRole('link', { name: /Consumer loan/ })).toHaveAttribute('href', '/en/Credit/1');
  expect(await screen.findByText('9.41')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Loan calculator' })).toHaveAttribute('href', '/en/calculators?kind=credit');
  expect(await screen.findByRole('link', { name: 'National Bank of Tajikistan' })).toHaveAttribute('href', 'https://nbt.tj');
});

it('shows only published sliders', async () => {
  const draft = { ...slide(3, 'Draft'), status: 0 };
  renderPage(<HomePage />, { api: fakeApi({ ...base, '/sliders/': { results: [draft, slide(1, 'Loans from 18%')] } }).api });
  const slider = await screen.findByTestId('slider');
  expect(within(slider).queryByText('Draft')).not.toBeInTheDocument();
  expect(within(slider).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
});

it('loading, empty and error states of its blocks', async () => {
  renderPage(<HomePage />, {
    api: fakeApi({ ...base, '/sliders/': pending, '/popular-products/': { results: [] }, '/useful-links/': () => Promise.reject(httpError(500)) })
      .api,
  });
  expect(document.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  expect(await screen.findByText('There are no popular products yet.')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
});

describe('the slider says where the visitor is and goes to any slide', () => {
  const three = { ...base, '/sliders/': { results: [slide(1, 'Loans from 18%'), slide(2, 'Deposits up to 8%'), slide(3, 'Korti Milli')] } };

  it('a button a slide, named and marked current, and the visible position, by mouse and by keyboard', async () => {
    renderPage(<HomePage />, { api: fakeApi(three).api });
    const slider = await screen.findByTestId('slider');
    const dots = within(slider).getByRole('group', { name: 'Choose a slide' });
    const buttons = within(dots).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(within(slider).getByTestId('slider-position')).toHaveTextContent('1 / 3');
    expect(slider.querySelector('[aria-roledescription="slide"]')).toHaveAttribute('aria-label', 'Slide 1 of 3');

    await userEvent.click(within(dots).getByRole('button', { name: 'Slide 3 of 3' }));
    expect(within(slider).getByRole('heading', { name: 'Korti Milli' })).toBeInTheDocument();
    expect(within(dots).getByRole('button', { name: 'Slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(dots).getByRole('button', { name: 'Slide 1 of 3' })).not.toHaveAttribute('aria-current');
    expect(within(slider).getByTestId('slider-position')).toHaveTextContent('3 / 3');

    // The keyboard: the arrows move to the next slide's button (and wrap), Enter on a button shows its slide.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dots).getByRole('button', { name: 'Slide 1 of 3' })).toHaveFocus();
    expect(within(slider).getByRole('heading', { name: 'Loans from 18%' })).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    expect(within(slider).getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dots).getByRole('button', { name: 'Slide 2 of 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(slider).getByRole('heading', { name: 'Deposits up to 8%' })).toBeInTheDocument();
    expect(within(slider).getByTestId('slider-position')).toHaveTextContent('2 / 3');
  });

  it.each([
    ['tj', 'Слайди 2 аз 3', 'Интихоби слайд'],
    ['ru', 'Слайд 2 из 3', 'Выбор слайда'],
  ] as const)('names the buttons in %s', async (lang, name, group) => {
    renderPage(<HomePage />, { api: fakeApi(three).api, lang });
    const dots = within(await screen.findByTestId('slider')).getByRole('group', { name: group });
    expect(within(dots).getByRole('button', { name })).not.toHaveAttribute('aria-current');
  });
});
