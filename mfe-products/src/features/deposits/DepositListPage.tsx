import { FormattedMessage } from 'react-intl';
import { localizePath, useLang } from '@ssb/contracts';
import { MoreLink, Page, Section, Container } from '@ssb/ui-kit';
import { PageIntro } from '../../ui';
import { useAudience } from '../../shared/audience';
import { DepositGrid } from './DepositGrid';

export default function DepositListPage() {
  const audience = useAudience();
  const lang = useLang();
  return (
    <Container as={Page}>
      <PageIntro name="Deposit" fallbackTitle="deposits.title" />
      <Section>
        <DepositGrid audience={audience} />
      </Section>
      <MoreLink to={localizePath('/Deposit/faq', lang)}>
        <FormattedMessage id="faq.deposit" />
      </MoreLink>
    </Container>
  );
}
