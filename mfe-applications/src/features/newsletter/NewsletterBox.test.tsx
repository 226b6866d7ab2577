import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
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

it('clears the e-mail field after a successful subscription, and it stays empty when rendered again', async () => {
  const postJson = jest.fn().mockResolvedValue({ status: 'subscribed' });
  renderApp(<Host />, { api: fakeApi(jest.fn(), postJson) });
  subscribe('a@b.tj');
  expect(await screen.findByRole('status')).toHaveTextContent('You are subscribed to our news');
  expect(email()).toHaveValue('');
  fireEvent.click(screen.getByRole('button', { name: /^render again/ }));
  expect(email()).toHaveValue('');
  expect(postJson).toHaveBeenCalledWith(expect.stringContaining('/message/'), { email: 'a@b.tj' });
});

it('clears the field when the address was subscribed already', async () => {
  renderApp(<NewsletterBox />, { api: fakeApi(jest.fn(), jest.fn().mockResolvedValue({ status: 'already_subscribed' })) });
  subscribe('a@b.tj');
  expect(await screen.findByRole('status')).toHaveTextContent('This address is already subscribed');
  expect(email()).toHaveValue('');
});

it('keeps the address when the subscription fails, with the server message on the field', async () => {
  const postJson = jest
    .fn()
    .mockResolvedValueOnce({ status: 'subscribed' })
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
