import { FormattedMessage } from 'react-intl';
import { useOpenApplication, type ApplicationRequest } from '@ssb/contracts';
import { Button } from '@ssb/ui-kit';
import type { MessageId } from '../i18n/tj';

/** "Apply": asks the applications remote (through the contracts' atom) for its dialog. */
export function ApplyButton({ request, label = 'common.apply' }: { request: ApplicationRequest; label?: MessageId }) {
  const open = useOpenApplication();
  return (
    <Button data-testid="apply" onClick={() => open(request)}>
      <FormattedMessage id={label} />
    </Button>
  );
}
