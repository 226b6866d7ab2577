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

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

it('sets the page title and description, and the defaults of the language when the page goes', async () => {
  renderShell(<Toggle />, { url: '/en/Credit?type=1' });
  expect(document.title).toBe('Loans — SSB Bank');
  expect(description()).toBe('Loans for everyone');
  expect(document.documentElement.lang).toBe('en-US');
  await userEvent.click(screen.getByRole('button', { name: 'leave' }));
  expect(document.title).toBe('SSB Bank');
  expect(description()).toBe('SSB Bank: deposits, loans, cards, money transfers and exchange rates.');
});

it('follows the language and keeps hreflang alternates on the current page', () => {
  renderShell(<span />, { url: '/ru/Credit/7?type=1' });
  expect(document.title).toBe('Банк SSB');
  expect(document.documentElement.lang).toBe('ru-RU');
  const href = (lang: string) => document.head.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute('href');
  expect(href('tg')).toBe('http://localhost/Credit/7');
  expect(href('ru')).toBe('http://localhost/ru/Credit/7');
  expect(href('en')).toBe('http://localhost/en/Credit/7');
  expect(href('x-default')).toBe('http://localhost/Credit/7');
});
