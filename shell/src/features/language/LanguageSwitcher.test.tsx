import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { current, renderShell } from '../../test/renderShell';
import { LanguageSwitcher } from './LanguageSwitcher';
import { readStoredLang } from './languageStorage';
import { readLangCookie } from './langCookie';
import { useLanguagePersistence } from './useLanguagePersistence';

function clearCookie() {
  document.cookie = 'lang=; Max-Age=0; Path=/';
}

beforeEach(() => {
  window.localStorage.clear();
  clearCookie();
});

it('stores the language id and the cookie, and goes to the same page in that language with the query kept', async () => {
  renderShell(<LanguageSwitcher />, { url: '/Credit/7?type=2' });
  await userEvent.click(screen.getByRole('button', { name: 'ТҶ — забон: Тоҷикӣ' }));
  expect(screen.getByRole('button', { name: 'ТҶ — забон: Тоҷикӣ' })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(screen.getByRole('option', { name: 'Русский' }));
  expect(window.localStorage.getItem('lang')).toBe('2');
  expect(readLangCookie(document.cookie)).toBe('ru');
  expect(current.path).toBe('/ru/Credit/7');
  expect(current.search).toBe('?type=2');
  expect(screen.queryByRole('listbox')).toBeNull();
});

it('going back to Tajik drops the prefix and stores 1', async () => {
  renderShell(<LanguageSwitcher />, { url: '/en?type=1' });
  await userEvent.click(screen.getByRole('button', { name: 'EN — language: English' }));
  await userEvent.click(screen.getByRole('option', { name: 'Тоҷикӣ' }));
  expect(current.path).toBe('/');
  expect(window.localStorage.getItem('lang')).toBe('1');
  expect(readLangCookie(document.cookie)).toBe('tj');
});

it('choosing the language already shown does nothing', async () => {
  renderShell(<LanguageSwitcher />, { url: '/en/about?type=4' });
  await userEvent.click(screen.getByRole('button', { name: 'EN — language: English' }));
  await userEvent.click(screen.getByRole('option', { name: 'English' }));
  expect(current.path).toBe('/en/about');
  expect(current.action).not.toBe('PUSH');
  expect(window.localStorage.getItem('lang')).toBeNull();
});

it('works by keyboard: arrows move, Enter chooses, Escape closes and focus returns to the button', async () => {
  renderShell(<LanguageSwitcher />, { url: '/ru?type=1' });
  const button = screen.getByRole('button', { name: 'РУ — язык: Русский' });
  button.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Русский' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(button).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('option', { name: 'Русский' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'English' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(current.path).toBe('/en');
  expect(screen.getByRole('button', { name: 'EN — language: English' })).toHaveFocus();
});

it('Tab closes the list without losing focus', async () => {
  renderShell(<LanguageSwitcher />, { url: '/en?type=1' });
  await userEvent.click(screen.getByRole('button', { name: 'EN — language: English' }));
  await userEvent.tab();
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(screen.getByRole('button', { name: 'EN — language: English' })).toHaveFocus();
});

it('re-saves the language of the path on every route change', () => {
  function Persist() {
    useLanguagePersistence();
    return null;
  }
  window.localStorage.setItem('lang', '1');
  renderShell(<Persist />, { url: '/en/Credit?type=1' });
  expect(window.localStorage.getItem('lang')).toBe('3');
  expect(readLangCookie(document.cookie)).toBe('en');
});

it('reads the stored language id, Tajik by default', () => {
  expect(readStoredLang()).toBe('tj');
  window.localStorage.setItem('lang', '2');
  expect(readStoredLang()).toBe('ru');
  window.localStorage.setItem('lang', 'nonsense');
  expect(readStoredLang()).toBe('tj');
});

it('names the button starting with what it shows (label in name), in each language', () => {
  for (const [url, name, shown] of [
    ['/ru?type=1', 'РУ — язык: Русский', 'РУ'],
    ['/?type=1', 'ТҶ — забон: Тоҷикӣ', 'ТҶ'],
    ['/en?type=1', 'EN — language: English', 'EN'],
  ] as const) {
    const { unmount } = renderShell(<LanguageSwitcher />, { url });
    const button = screen.getByRole('button', { name });
    expect(button).toHaveTextContent(shown);
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent ?? '-')).toBe(true);
    unmount();
  }
});
