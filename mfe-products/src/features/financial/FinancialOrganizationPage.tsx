import { FormattedMessage } from 'react-intl';
import { localizePath, useLang } from '@ssb/contracts';
import type { MessageId } from '../../i18n/tj';
import { Grid, ItemCard, ItemTitle, MoreLink, Page, Section, Container } from '@ssb/ui-kit';
import { PageIntro } from '../../ui';

const SECTIONS: { path: string; title: MessageId; text: MessageId }[] = [
  { path: '/correspondence', title: 'fin.correspondence', text: 'fin.correspondenceText' },
  { path: '/sale', title: 'fin.sale', text: 'fin.saleText' },
  { path: '/interbank-lending', title: 'fin.interbank', text: 'fin.interbankText' },
  { path: '/organization-documents', title: 'fin.documents', text: 'fin.documentsText' },
];

/** /financial-organization: the tab's sections. */
export default function FinancialOrganizationPage() {
  const lang = useLang();
  return (
    <Container as={Page}>
      <PageIntro name="financial-organization" fallbackTitle="fin.title" withBody />
      <Section>
        <Grid>
          {SECTIONS.map((s) => (
            <ItemCard key={s.path}>
              <ItemTitle>
                <FormattedMessage id={s.title} />
              </ItemTitle>
              <p>
                <FormattedMessage id={s.text} />
              </p>
              <MoreLink to={`${localizePath(s.path, lang)}?type=3`}>
                <FormattedMessage id="common.more" />
              </MoreLink>
            </ItemCard>
          ))}
        </Grid>
      </Section>
    </Container>
  );
}
