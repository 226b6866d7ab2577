import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, pageText, renderPage } from '../../test/render';
import QuestionPage from './QuestionPage';

const T = { timeout: 5000 };

it("shows the page's text and, under it, the complaint form of mfe-applications", async () => {
  const { api } = fakeApi({ '/pages/question/': pageText('Ask a question') });
  renderPage(<QuestionPage />, { api });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ask a question' }, T)).toBeInTheDocument();
  // The form's own heading, not the page's title again.
  await waitFor(
    () => expect(screen.getByTestId('widget:mfe_applications/ComplaintForm')).toHaveTextContent(JSON.stringify({ heading: 'Your message' })),
    T,
  );
  await act(async () => undefined);
});
