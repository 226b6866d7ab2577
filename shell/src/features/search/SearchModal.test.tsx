import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { current, mockMatchMedia, renderShell } from '../../test/renderShell';
import { Header } from '../header';

beforeEach(() => mockMatchMedia(false));

async function openSearch(name: string) {
  const opener = screen.getByRole('button', { name });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog') };
}

it('Enter goes to the localised results page, clears the field and closes the modal', async () => {
  renderShell(<Header />, { url: '/ru/Credit?type=1' });
  const { opener, dialog } = await openSearch('Поиск');
  expect(dialog).toHaveAccessibleName('Поиск по сайту');
  const field = screen.getByRole('searchbox', { name: 'Что вы ищете?' });
  expect(field).toHaveFocus();
  await userEvent.type(field, 'карта visa{Enter}');
  expect(current.path).toBe('/ru/search');
  expect(current.search).toBe('?q=%D0%BA%D0%B0%D1%80%D1%82%D0%B0+visa');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
  // Opened again, the field is empty.
  await userEvent.click(opener);
  expect(screen.getByRole('searchbox')).toHaveValue('');
});

it('uses the path of each language', async () => {
  renderShell(<Header />, { url: '/?type=1' });
  await openSearch('Ҷустуҷӯ');
  await userEvent.type(screen.getByRole('searchbox'), 'қарз{Enter}');
  expect(current.path).toBe('/search');
  expect(new URLSearchParams(current.search).get('q')).toBe('қарз');
});

it('an empty query stays in the modal', async () => {
  renderShell(<Header />, { url: '/en?type=1' });
  await openSearch('Search');
  await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(current.path).toBe('/en');
});

it('Escape closes it and focus returns to the search icon', async () => {
  renderShell(<Header />, { url: '/en?type=1' });
  const { opener } = await openSearch('Search');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

it('a click on the backdrop closes it, a click inside does not', async () => {
  renderShell(<Header />, { url: '/en?type=1' });
  const { dialog } = await openSearch('Search');
  await userEvent.click(dialog);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('search-backdrop'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('is a modal dialog (the browser keeps Tab inside it and the page behind inert), the field first', async () => {
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  renderShell(<Header />, { url: '/en?type=1' });
  const { dialog } = await openSearch('Search');
  expect(showModal.mock.contexts).toEqual([dialog]);
  expect(within(dialog).getByRole('searchbox')).toHaveFocus();
  expect(document.documentElement.style.overflow).toBe('hidden');
  showModal.mockRestore();
});
