import { FormattedMessage } from 'react-intl';
import type { TransferSystem } from '@ssb/api-client';
import { Facts } from '@ssb/ui-kit';

/** Fee, speed, coverage and currencies of a transfer system. */
export function TransferFacts({ system }: { system: TransferSystem }) {
  return (
    <Facts>
      <li>
        <FormattedMessage id="transfers.fee" values={{ fee: system.fee }} />
      </li>
      <li>
        <FormattedMessage id="transfers.speed" values={{ speed: system.speed }} />
      </li>
      <li>
        <FormattedMessage id="transfers.coverage" values={{ coverage: system.coverage }} />
      </li>
      <li>
        <FormattedMessage id="common.currencies" values={{ list: system.currencies.join(', ') }} />
      </li>
    </Facts>
  );
}
