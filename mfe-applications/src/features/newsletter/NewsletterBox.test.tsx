import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderApp } from '../../test/render';
import { NewsletterBox } from './NewsletterBox';

/** The box inside a parent that renders it again on demand (the same box, not a new one). */
function Host() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <NewsletterBox />
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        render again ({renders})
      </button>
    </>
  );
}

const email = () => screen.getByLabelText('E-mail');
const subscribe = (address: string) => {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
};

const CHECK_EMAIL = 'Check your e-mail: open the link we sent you to confirm the subscription';

it('clears the e-mail field after a subscription, says to confirm it by e-mail, and stays empty when rendered again', async () => {
  const postJson = jest.fn().mockResolvedValue({ status: 'check_email' });
  renderApp(<Host />, { api: fakeApi(jest.fn(), postJson) });
  subscribe('a@b.tj');
  expect(await screen.findByRole('status')).toHaveTextContent(CHECK_EMAIL);
  expect(email()).toHaveValue('');
  fireEvent.click(screen.getByRole('button', { name: /^render again/ }));
  expect(email()).toHaveValue('');
  expect(postJson).toHaveBeenCalledWith(expect.stringContaining('/message/'), { email: 'a@b.tj' });
});

it('says the same for an address subscribed already (the API answers alike, so nobody learns who is subscribed)', async () => {
  renderApp(<NewsletterBox />, { api: fakeApi(jest.fn(), jest.fn().mockResolvedValue({ status: 'check_email' })) });
  subscribe('a@b.tj');
  expect(await screen.findByRole('status')).toHaveTextContent(CHECK_EMAIL);
  expect(screen.queryByText(/already/i)).not.toBeInTheDocument();
  expect(email()).toHaveValue('');
});

it('keeps the address when the subscription fails, with the server message on the field', async () => {
  const postJson = jest
    .fn()
    .mockResolvedValueOnce({ status: 'check_email' })
    .mockRejectedValueOnce({ response: { status: 429, data: { error: 'rate_limited', message: 'Too many requests' } } });
  renderApp(<Host />, { api: fakeApi(jest.fn(), postJson) });
  subscribe('a@b.tj');
  expect(await screen.findByRole('status')).toBeInTheDocument();
  subscribe('c@d.tj');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  expect(email()).toHaveValue('c@d.tj');
  fireEvent.click(screen.getByRole('button', { name: /^render again/ }));
  expect(email()).toHaveValue('c@d.tj');
  // The earlier success is not left beside the failure.
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

describe('the confirmation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a status while shown and goes after 3 s, as the specification says', async () => {
    renderApp(<NewsletterBox />, { api: fakeApi(jest.fn(), jest.fn().mockResolvedValue({ status: 'check_email' })) });
    subscribe('a@b.tj');
    expect(await screen.findByRole('status')).toHaveTextContent(CHECK_EMAIL);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent(CHECK_EMAIL);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

it('writes the address in 16 px, in the footer too, so that a phone does not zoom in on it', () => {
  renderApp(
    <div style={{ fontSize: 14 }}>
      <NewsletterBox variant="footer" />
    </div>,
    { api: fakeApi(jest.fn()) },
  );
  expect(getComputedStyle(email()).fontSize).toBe('16px');
});
