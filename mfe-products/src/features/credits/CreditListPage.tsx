import { FormattedMessage } from 'react-intl';
import { Container, PageTitle } from '@ssb/contracts';
import { CreditGrid } from './CreditGrid';

export default function CreditListPage() {
  return (
    <Container>
      <PageTitle>
        <FormattedMessage id="credits.title" />
      </PageTitle>
      <CreditGrid />
    </Container>
  );
}
