import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageText, renderPage } from '../../test/render';
import GeneralFaqPage from './FaqPage';

it('items start closed and toggle by click and keyboard', async () => {
  const { api, get } = fakeApi({
    '/pages/FAQ/': pageText('Вопросы и ответы'),
    '/faq/': { results: [{ id: 1, question: 'Как открыть счёт?', answer: 'В любом отделении.', section: 'general' }] },
  });
  renderPage(<GeneralFaqPage />, { api, lang: 'ru' });
  const question = await screen.findByRole('button', { name: 'Как открыть счёт?' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('В любом отделении.')).not.toBeVisible();
  await userEvent.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('В любом отделении.')).toBeVisible();
  question.focus();
  await userEvent.keyboard('{Enter}');
  expect(question).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard(' ');
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(get).toHaveBeenCalledWith('/faq/', expect.objectContaining({ section: 'general', language_id: 2 }), expect.anything());
});
