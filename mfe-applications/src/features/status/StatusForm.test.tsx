import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderApp } from '../../test/render';
import ApplicationStatusPage from './ApplicationStatusPage';

const FOUND = {
  reference: '3F2A9C01',
  kind: 'card',
  status: 'under_review',
  reason: null,
  receivedAt: '2026-11-20T08:00:00.000Z',
  statusChangedAt: '2026-11-24T10:15:00.000Z',
};
const notFound = { response: { status: 404, data: { error: 'not_found', field: null, message: 'Not found' } } };

function fill(reference: string, phone: string) {
  fireEvent.change(screen.getByLabelText('Reference number'), { target: { value: reference } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Check status' }));
}

const answer = () => screen.getByTestId('status-answer');

it('sends the reference and the phone in a POST body and says the status and the date of its last change in the live region', async () => {
  const postJson = jest.fn().mockResolvedValue(FOUND);
  renderApp(<ApplicationStatusPage />, { api: fakeApi(jest.fn(), postJson) });
  expect(answer()).toHaveAttribute('aria-live', 'polite');
  expect(answer()).toBeEmptyDOMElement();
  fill(' 3f2a9c01 ', '+992 93 123 45 67');
  await waitFor(() => expect(answer()).toHaveTextContent('Application 3F2A9C01'));
  expect(answer()).toHaveTextContent(/Status\s*Under review/);
  expect(answer()).toHaveTextContent(/Last change\s*November 24, 2026/);
  expect(answer()).toHaveTextContent('A specialist is reviewing your application.');
  expect(postJson).toHaveBeenCalledTimes(1);
  const [url, body] = postJson.mock.calls[0] as [string, unknown];
  expect(url).toBe('/applications/status?language_id=3');
  expect(body).toEqual({ reference: '3f2a9c01', phone: '+992 93 123 45 67' });
});

it('says a rejection and its reason in the visitor’s words', async () => {
  const postJson = jest.fn().mockResolvedValue({ ...FOUND, status: 'rejected', reason: 'documents_incomplete' });
  renderApp(<ApplicationStatusPage />, { api: fakeApi(jest.fn(), postJson) });
  fill('3F2A9C01', '931234567');
  await waitFor(() => expect(answer()).toHaveTextContent(/Status\s*Rejected/));
  expect(answer()).toHaveTextContent('The documents are incomplete or cannot be read.');
});

it('says that nothing was found for a wrong pair, without telling which of the two was wrong', async () => {
  renderApp(<ApplicationStatusPage />, { api: fakeApi(jest.fn(), jest.fn().mockRejectedValue(notFound)) });
  fill('3F2A9C01', '931234567');
  await waitFor(() => expect(answer()).toHaveTextContent('We found no application with this reference number and phone. Check both and try again.'));
  // The fields keep what was typed, to correct.
  expect(screen.getByLabelText('Reference number')).toHaveValue('3F2A9C01');
  expect(screen.getByLabelText('Phone')).toHaveValue('931234567');
});

it('says to wait after too many tries, and to check the connection when the request fails', async () => {
  const postJson = jest
    .fn()
    .mockRejectedValueOnce({ response: { status: 429, data: { error: 'rate_limited', field: null, message: 'Too many requests' } } })
    .mockRejectedValueOnce(new TypeError('Failed to fetch'));
  renderApp(<ApplicationStatusPage />, { api: fakeApi(jest.fn(), postJson) });
  fill('3F2A9C01', '931234567');
  await waitFor(() => expect(answer()).toHaveTextContent('Too many attempts. Wait a minute and try again.'));
  fireEvent.click(screen.getByRole('button', { name: 'Check status' }));
  await waitFor(() => expect(answer()).toHaveTextContent('Could not check the status. Check your connection and try again.'));
});

it('names what is wrong with each field, marks it invalid, focuses the first, and sends nothing', async () => {
  const postJson = jest.fn();
  renderApp(<ApplicationStatusPage />, { api: fakeApi(jest.fn(), postJson) });
  fireEvent.click(screen.getByRole('button', { name: 'Check status' }));
  const reference = screen.getByLabelText('Reference number');
  const phone = screen.getByLabelText('Phone');
  expect(reference).toHaveAttribute('aria-invalid', 'true');
  expect(reference).toHaveAccessibleDescription(/Please fill in this field/);
  expect(phone).toHaveAccessibleDescription(/Please fill in this field/);
  expect(reference).toHaveFocus();
  fill('3F2A9C', '93 12');
  expect(reference).toHaveAccessibleDescription(/Enter the 8 characters of the reference number/);
  expect(phone).toHaveAccessibleDescription(/at least 9 digits/);
  fill('3F2A9C01', '93 12');
  expect(reference).not.toHaveAttribute('aria-invalid');
  expect(phone).toHaveFocus();
  expect(postJson).not.toHaveBeenCalled();
});

it('speaks Tajik on the Tajik site', async () => {
  renderApp(<ApplicationStatusPage />, { lang: 'tj', api: fakeApi(jest.fn(), jest.fn().mockResolvedValue({ ...FOUND, status: 'answered' })) });
  expect(screen.getByRole('heading', { name: 'Дархости ман дар куҷост?' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Рақами дархост'), { target: { value: '3F2A9C01' } });
  fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '931234567' } });
  fireEvent.click(screen.getByRole('button', { name: 'Санҷидани ҳолат' }));
  await waitFor(() => expect(answer()).toHaveTextContent(/Ҳолат\s*Ҷавоб дода шуд/));
  expect(answer()).toHaveTextContent('24 ноябри 2026');
});
