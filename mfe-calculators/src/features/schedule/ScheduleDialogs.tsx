import { Suspense, lazy, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useResource, type CreditScheduleProps, type DepositScheduleProps } from '@ssb/contracts';
import { fetchCredit, fetchDeposit } from '@ssb/api-client';
import type { CalculatorCredit, CalculatorDeposit } from '../../domain';
import { Dialog, Button, ErrorBoundary, Skeleton } from '@ssb/ui-kit';
import { Problem } from './Problem';

// The dialog itself (focus, Escape, backdrop) is at hand at once; the table and the downloads
// inside it load on the first open, or earlier when the visitor points at or focuses the button
// that opens it (preloadSchedule): they are not on a calculator page's first load.
const loadBodies = () => import(/* webpackChunkName: "schedule" */ './ScheduleBodies');
export const preloadSchedule = () => void loadBodies().catch(() => undefined);

/** Lazy components remember a failed load; a retry needs new ones. */
const lazyBodies = () => ({
  Credit: lazy(() => loadBodies().then((m) => ({ default: m.CreditScheduleBody }))),
  Deposit: lazy(() => loadBodies().then((m) => ({ default: m.DepositScheduleBody }))),
});
type Bodies = ReturnType<typeof lazyBodies>;
let shared: Bodies = lazyBodies();

const Loading = () => <Skeleton style={{ minHeight: 240 }} aria-busy="true" data-testid="schedule-loading" />;

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" data-testid="schedule-load-failed">
      <p>
        <FormattedMessage id="schedule.unavailable" />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="calc.retry" />
      </Button>
    </div>
  );
}

/** A skeleton while the schedule's code arrives; if it cannot, says so with a retry. */
function Body({ children }: { children: (bodies: Bodies) => ReactNode }) {
  const [bodies, setBodies] = useState(shared);
  const retry = () => setBodies((shared = lazyBodies()));
  return (
    <ErrorBoundary
      resetKey={bodies}
      onError={(error) => console.error('[schedule] could not show the schedule', error)}
      fallback={() => <LoadFailed onRetry={retry} />}
    >
      <Suspense fallback={<Loading />}>{children(bodies)}</Suspense>
    </ErrorBoundary>
  );
}

/** The credit schedule dialog for a loaded credit. */
export function CreditScheduleDialog({
  credit,
  amount,
  months,
  onClose,
}: {
  credit: CalculatorCredit;
  amount: number;
  months: number;
  onClose: () => void;
}) {
  return (
    <Dialog title={<FormattedMessage id="schedule.credit.title" />} onClose={onClose} testId="credit-schedule">
      <Body>{({ Credit }) => <Credit credit={credit} amount={amount} months={months} />}</Body>
    </Dialog>
  );
}

/** The deposit schedule dialog for a loaded deposit. */
export function DepositScheduleDialog({
  deposit,
  amount,
  months,
  onClose,
}: {
  deposit: CalculatorDeposit;
  amount: number;
  months: number;
  onClose: () => void;
}) {
  return (
    <Dialog title={<FormattedMessage id="schedule.deposit.title" />} onClose={onClose} testId="deposit-schedule">
      <Body>{({ Deposit }) => <Deposit deposit={deposit} amount={amount} months={months} />}</Body>
    </Dialog>
  );
}

/** Exposed `CreditSchedule`: the dialog opens at once and loads the credit by id inside. */
export function CreditSchedule({ creditId, amount, months, onClose }: CreditScheduleProps) {
  const credit = useResource((api, lang, signal) => fetchCredit(api, lang, creditId, signal), [creditId]);
  return (
    <Dialog title={<FormattedMessage id="schedule.credit.title" />} onClose={onClose} testId="credit-schedule">
      {credit.status === 'loading' ? (
        <Loading />
      ) : credit.status === 'error' ? (
        <Problem id="calc.unavailable" />
      ) : (
        <Body>{({ Credit }) => <Credit credit={credit.data} amount={amount} months={months} />}</Body>
      )}
    </Dialog>
  );
}

/** Exposed `DepositSchedule`: the dialog opens at once and loads the deposit by id inside. */
export function DepositSchedule({ depositId, amount, months, onClose }: DepositScheduleProps) {
  const deposit = useResource((api, lang, signal) => fetchDeposit(api, lang, depositId, signal), [depositId]);
  return (
    <Dialog title={<FormattedMessage id="schedule.deposit.title" />} onClose={onClose} testId="deposit-schedule">
      {deposit.status === 'loading' ? (
        <Loading />
      ) : deposit.status === 'error' ? (
        <Problem id="calc.unavailable" />
      ) : (
        <Body>{({ Deposit }) => <Deposit deposit={deposit.data} amount={amount} months={months} />}</Body>
      )}
    </Dialog>
  );
}
