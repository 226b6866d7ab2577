import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { applicationRequestAtom } from '@ssb/contracts';
import { currentUrl } from '@ssb/ui-kit/test';
import { fakeApi, renderApp } from '../../test/render';
import { StatusForm } from '../status';
import { SentView } from './SentView';

const sent = { reference: '3F2A9C01', next: 'form.next', credit: null };

it('links to the status page with the reference in the router state, never in the address, and closes the dialog', async () => {
  const { store } = renderApp(<SentView sent={sent} onAgain={jest.fn()} />, {
    api: fakeApi(jest.fn(), jest.fn()),
    url: '/en/Card/1',
    wrap: (node) => (
      <Routes>
        <Route path="/en/Card/1" element={node} />
        <Route path="/en/application-status" element={<StatusForm />} />
      </Routes>
    ),
  });
  store.set(applicationRequestAtom, { kind: 'card' });
  const link = screen.getByRole('link', { name: 'Track your application' });
  expect(link).toHaveAttribute('href', '/en/application-status');
  fireEvent.click(link);
  await waitFor(() => expect(screen.getByLabelText('Reference number')).toHaveValue('3F2A9C01'));
  expect(currentUrl()).toBe('/en/application-status');
  expect(store.get(applicationRequestAtom)).toBeNull();
});

it('offers no link when the answer carried no reference', () => {
  renderApp(<SentView sent={{ ...sent, reference: null }} onAgain={jest.fn()} />, { api: fakeApi(jest.fn(), jest.fn()) });
  expect(screen.queryByRole('link', { name: 'Track your application' })).not.toBeInTheDocument();
});
