import { act, screen, waitFor } from '@testing-library/react';
import { alertAtom, applicationRequestAtom, type RemoteLoader } from '@ssb/contracts';
import { renderShell } from '../../test/renderShell';
import { ApplicationDialogMount } from './ApplicationDialogMount';

function HostStub() {
  return <div role="dialog" aria-label="application" />;
}

const loaderWith = (loadWidget: RemoteLoader['loadWidget']): RemoteLoader => ({
  loadRoutes: jest.fn(() => new Promise<never>(() => undefined)),
  loadWidget,
});

it('does not fetch mfe-applications until a dialog is asked for, then mounts its host once', async () => {
  const loadWidget = jest.fn(() => Promise.resolve({ default: HostStub, contractsVersion: '1.0.0', buildId: 'test' }));
  const { store } = renderShell(<ApplicationDialogMount />, { url: '/en', loader: loaderWith(loadWidget as unknown as RemoteLoader['loadWidget']) });
  expect(loadWidget).not.toHaveBeenCalled();
  act(() => store.set(applicationRequestAtom, { kind: 'card', productName: 'Visa Gold' }));
  expect(store.get(alertAtom)).toMatchObject({ type: 'loading', msg: 'Loading the application form…' });
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(loadWidget).toHaveBeenCalledWith('mfe_applications/DialogHost');
  expect(store.get(alertAtom)).toBeNull();
  act(() => store.set(applicationRequestAtom, null));
  act(() => store.set(applicationRequestAtom, { kind: 'general' }));
  expect(loadWidget).toHaveBeenCalledTimes(1);
});

it('reports a failed load in the visitor language and drops the request so a later click retries', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const loadWidget = jest.fn(() => Promise.reject(new Error('offline')));
  const { store } = renderShell(<ApplicationDialogMount />, { url: '/ru', loader: loaderWith(loadWidget as unknown as RemoteLoader['loadWidget']) });
  act(() => store.set(applicationRequestAtom, { kind: 'vacancy', vacancyTitle: 'Кассир' }));
  await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ type: 'error', msg: 'Форма заявки временно недоступна, попробуйте позже.' }));
  expect(store.get(applicationRequestAtom)).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => store.set(applicationRequestAtom, { kind: 'vacancy', vacancyTitle: 'Кассир' }));
  await waitFor(() => expect(loadWidget).toHaveBeenCalledTimes(2));
  error.mockRestore();
});
