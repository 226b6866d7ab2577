import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSUMER_CREDIT as CREDIT } from '../../test/fixtures';
import { CATALOGS, fakeApi, renderCalc } from '../../test/render';
import { CreditScheduleDialog } from './ScheduleDialogs';

// The schedule's table and downloads are a chunk of their own, loaded on the first open. Here
// that load fails until the test lets it through, as a lost connection would.
let mockLoadFails = true;
jest.mock('./ScheduleBodies', () => {
  if (mockLoadFails) throw new Error('Loading chunk schedule failed');
  return jest.requireActual('./ScheduleBodies');
});

it('while the table loads the dialog is there and closes on Escape; a failed load says so and retries', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onClose = jest.fn();
  renderCalc(<CreditScheduleDialog credit={CREDIT} amount={10000} months={12} onClose={onClose} />, { lang: 'tj', api: fakeApi({}) });

  const dialog = screen.getByRole('dialog', { name: CATALOGS.tj['schedule.credit.title'] });
  expect(within(dialog).getByTestId('schedule-loading')).toHaveAttribute('aria-busy', 'true');
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);

  const failed = await within(dialog).findByTestId('schedule-load-failed');
  expect(failed).toHaveAttribute('role', 'alert');
  expect(failed).toHaveTextContent(CATALOGS.tj['schedule.unavailable']);
  expect(error).toHaveBeenCalledWith('[schedule] could not show the schedule', expect.any(Error));

  mockLoadFails = false;
  await act(() => userEvent.click(within(failed).getByRole('button', { name: CATALOGS.tj['calc.retry'] })));
  expect(await within(dialog).findAllByRole('row')).toHaveLength(1 + 12);
  expect(within(dialog).queryByTestId('schedule-load-failed')).toBeNull();
});
