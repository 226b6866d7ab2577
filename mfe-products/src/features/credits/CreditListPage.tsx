import { FormattedMessage } from 'react-intl';
import { localizePath, useLang } from '@ssb/contracts';
import { MoreLink, Page, Section, Container } from '@ssb/ui-kit';
import { PageIntro } from '../../ui';
import { useAudience } from '../../shared/audience';
import { CreditGrid } from './CreditGrid';

export default function CreditListPage() {
  const audience = useAudience();
  const lang = useLang();
  return (
    <Container as={Page}>
      <PageIntro name="Credit" fallbackTitle="credits.title" />
      <Section>
        <CreditGrid audience={audience} />
      </Section>
      <MoreLink to={localizePath('/Credit/faq', lang)}>
        <FormattedMessage id="faq.credit" />
      </MoreLink>
    </Container>
  );
}
