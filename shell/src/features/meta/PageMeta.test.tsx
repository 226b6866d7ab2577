import { useState } from 'react';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderShell } from '../../test/renderShell';
import { usePageMeta } from './PageMeta';

function Page() {
  usePageMeta({ title: 'Loans', description: 'Loans for everyone' });
  return null;
}

function Toggle() {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && <Page />}
      <button type="button" onClick={() => setShown(false)}>
        leave
      </button>
    </>
  );
}

const setMetaDescription = (content: string) => {
  const tag = document.head.querySelector('meta[name="description"]') ?? document.head.appendChild(document.createElement('meta'));
  tag.setAttribute('name', 'description');
  tag.setAttribute('content', content);
};
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

it('sets the page title and description, and the defaults of the language when the page goes', async () => {
  renderShell(<Toggle />, { url: '/en/Credit?type=1' });
  expect(document.title).toBe('Loans — SSB Bank');
  expect(description()).toBe('Loans for everyone');
  expect(document.documentElement.lang).toBe('en-US');
  await userEvent.click(screen.getByRole('button', { name: 'leave' }));
  // The route's own title until (and after) a page sets one.
  expect(document.title).toBe('Loans — SSB Bank');
  expect(description()).toBe('SSB Bank: deposits, loans, cards, money transfers and exchange rates.');
});

it.each([
  ['/en/calculators', 'Loan and deposit calculators — SSB Bank', 'http://localhost/en/calculators'],
  ['/ru/apply?type=1', 'Как подать заявку — Банк SSB', 'http://localhost/ru/apply'],
  ['/about?type=4', 'Дар бораи мо — Бонки SSB', 'http://localhost/about'],
])('gives %s its own title and canonical address before any page sets them', (url, title, canonical) => {
  renderShell(<span />, { url });
  expect(document.title).toBe(title);
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
});

it("keeps the public origin the server's canonical link named", () => {
  document.head.querySelector('link[rel="canonical"]')?.remove();
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = 'https://ssb.tj/ru/Card';
  document.head.append(link);
  renderShell(<span />, { url: '/en/Deposit/4?type=1' });
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://ssb.tj/en/Deposit/4');
});

it('follows the language and keeps hreflang alternates on the current page', () => {
  renderShell(<span />, { url: '/ru/Credit/7?type=1' });
  expect(document.title).toBe('Кредиты — Банк SSB');
  expect(document.documentElement.lang).toBe('ru-RU');
  const href = (lang: string) => document.head.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute('href');
  expect(href('tg')).toBe('http://localhost/Credit/7');
  expect(href('ru')).toBe('http://localhost/ru/Credit/7');
  expect(href('en')).toBe('http://localhost/en/Credit/7');
  expect(href('x-default')).toBe('http://localhost/Credit/7');
});

it('keeps the title the site server wrote for a server-rendered page until the page names itself', async () => {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-server-rendered', '');
  document.body.append(root);
  document.title = 'Consumer loan — SSB Bank';
  try {
    function Product() {
      const [named, setNamed] = useState(false);
      usePageMeta(named ? { title: 'Consumer loan', description: 'Up to 50 000 somoni' } : {});
      return (
        <>
          <button type="button" onClick={() => setNamed(true)}>
            name
          </button>
        </>
      );
    }
    setMetaDescription('Our most popular loan');
    renderShell(<Product />, { url: '/en/Credit/1' });
    // Not the section's "Loans — SSB Bank" while the page has not named itself yet.
    expect(document.title).toBe('Consumer loan — SSB Bank');
    expect(description()).toBe('Our most popular loan');
    await userEvent.click(screen.getByRole('button', { name: 'name' }));
    expect(document.title).toBe('Consumer loan — SSB Bank');
    expect(description()).toBe('Up to 50 000 somoni');
  } finally {
    root.remove();
  }
});

it('gives a page rendered in the browser the route’s title until the page names itself', () => {
  document.title = 'Consumer loan — SSB Bank';
  renderShell(<span />, { url: '/en/Credit/1' });
  expect(document.title).toBe('Loans — SSB Bank');
});
