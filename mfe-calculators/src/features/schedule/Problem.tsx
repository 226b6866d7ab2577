import { FormattedMessage } from 'react-intl';

/** Why a schedule dialog shows no schedule, announced. */
export function Problem({ id }: { id: string }) {
  return (
    <p role="alert" data-testid="schedule-problem">
      <FormattedMessage id={id} />
    </p>
  );
}
