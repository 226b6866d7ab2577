import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { alertAtom, theme } from '@ssb/contracts';
import { Toast } from './Toast';
import ru from '../../i18n/ru';

function setup() {
  const store = createStore();
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <IntlProvider locale="ru-RU" messages={ru}>
          <Toast />
        </IntlProvider>
      </ThemeProvider>
    </Provider>,
  );
  return store;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('clears a success alert after 2000 ms, not before', () => {
  const store = setup();
  act(() => store.set(alertAtom, { type: 'success', msg: 'Успешно выполнено!', seq: 1 }));
  expect(screen.getByTestId('toast')).toHaveTextContent('Успешно выполнено!');
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.getByTestId('toast')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('toast')).toBeNull();
});

it('keeps a loading alert until it is replaced', () => {
  const store = setup();
  act(() => store.set(alertAtom, { type: 'loading', msg: 'Идет загрузка, подождите...', seq: 1 }));
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByTestId('toast')).toHaveAttribute('data-type', 'loading');
  act(() => store.set(alertAtom, { type: 'error', msg: 'Что-то пошло не так :(', seq: 2 }));
  expect(screen.getByTestId('toast')).toHaveTextContent('Что-то пошло не так :(');
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByTestId('toast')).toBeNull();
});

it('goes inside an open modal dialog, above it and not inert, and back out when it closes', async () => {
  const store = setup();
  const dialog = document.createElement('dialog');
  document.body.append(dialog);
  await act(async () => dialog.setAttribute('open', ''));
  act(() => store.set(alertAtom, { type: 'error', msg: 'Сеть недоступна', seq: 1 }));
  expect(dialog).toContainElement(screen.getByTestId('toast'));
  await act(async () => dialog.removeAttribute('open'));
  expect(dialog).not.toContainElement(screen.getByTestId('toast'));
  expect(screen.getByRole('status')).toHaveTextContent('Сеть недоступна');
  dialog.remove();
});
