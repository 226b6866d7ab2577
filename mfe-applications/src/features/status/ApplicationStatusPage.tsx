import { FormattedMessage, useIntl } from 'react-intl';
import { Container, PageTitle, usePageMeta } from '@ssb/ui-kit';
import { StatusForm } from './StatusForm';

/** "Where is my application": its status for the reference shown after sending and the form's phone. */
export default function ApplicationStatusPage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'status.title' }), intl.formatMessage({ id: 'status.lead' }));
  return (
    <Container>
      <PageTitle>
        <FormattedMessage id="status.title" />
      </PageTitle>
      <p>
        <FormattedMessage id="status.lead" />
      </p>
      <StatusForm />
    </Container>
  );
}
