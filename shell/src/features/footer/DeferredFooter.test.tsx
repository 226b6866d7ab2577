import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from '@testing-library/user-event';
import { mockMatchMedia, renderShell } from '../../test/renderShell';
import { FirstPageShown } from '../frame';
import { DeferredFooter } from './DeferredFooter';

beforeEach(() => mockMatchMedia(false));
afterEach(() => jest.useRealTimers());

/** Stands for a page that is still loading until its button is pressed. */
function Page() {
  const [shown, setShown] = useState(false);
  return shown ? (
    <FirstPageShown />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      show page
    </button>
  );
}

it('renders the footer only once the first page is on screen', async () => {
  renderShell(
    <>
      <Page />
      <DeferredFooter />
    </>,
  );
  // The page is still loading: no footer, even after a while.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByRole('contentinfo')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'show page' }));
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
});

it('renders the footer after a few seconds when the page never settles', async () => {
  jest.useFakeTimers();
  renderShell(<DeferredFooter />);
  act(() => jest.advanceTimersByTime(3900));
  expect(screen.queryByRole('contentinfo')).toBeNull();
  act(() => jest.advanceTimersByTime(200));
  jest.useRealTimers();
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
});
