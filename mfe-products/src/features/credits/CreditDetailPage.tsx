import { FormattedMessage } from 'react-intl';
import { RemoteSlot, useResource, type PageProps } from '@ssb/contracts';
import { fetchCredit, type Credit } from '@ssb/api-client';
import { ApplyButton } from '../../shared/ApplyButton';
import { summaryOf, useDescription } from '../../shared/Described';
import { DetailError, DetailSkeleton } from '../../shared/DetailState';
import { Facts, Page, Section, SectionTitle, usePageMeta, Container, PageTitle, formatMoney } from '@ssb/ui-kit';
import { FaqList } from '../faq';

function CreditView({ credit, lang }: { credit: Credit; lang: PageProps['lang'] }) {
  const { before, after } = useDescription('credit', credit.id, credit.description);
  return (
    <Container as={Page}>
      <PageTitle>{credit.title}</PageTitle>
      <Facts>
        <li>
          <FormattedMessage id="credits.rate" values={{ percent: credit.percent }} />
        </li>
        {/* The effective rate as the calculators compute it, beside the nominal one. */}
        <li data-testid="credit-effective-rate-fact">
          <RemoteSlot name="mfe_calculators/CreditEffectiveRate" props={{ credit }} minHeight={22} />
        </li>
        <li>
          <FormattedMessage id="credits.term" values={{ min: credit.minMonths, max: credit.maxMonths }} />
        </li>
        <li>
          <FormattedMessage
            id="credits.amount"
            values={{ min: formatMoney(credit.minAmount, credit.currency, lang), max: formatMoney(credit.maxAmount, credit.currency, lang) }}
          />
        </li>
      </Facts>
      {before}
      <Section>
        <ApplyButton request={{ kind: 'credit', productName: credit.title, productId: credit.id }} />
      </Section>
      <Section data-testid="calculator">
        <RemoteSlot name="mfe_calculators/CreditCalculator" props={{ creditId: credit.id, credit }} minHeight={420} />
      </Section>
      {after}
      <SectionTitle>
        <FormattedMessage id="faq.title" />
      </SectionTitle>
      <FaqList section="credit" product={credit.id} level={3} />
    </Container>
  );
}

export default function CreditDetailPage({ params, lang }: PageProps) {
  const slug = params.slug ?? '';
  const credit = useResource((api, l, signal) => fetchCredit(api, l, slug, signal), [slug]);
  usePageMeta(credit.status === 'ready' ? credit.data.title : undefined, credit.status === 'ready' ? summaryOf(credit.data.description) : undefined);
  if (credit.status === 'loading') return <DetailSkeleton />;
  if (credit.status === 'error') return <DetailError resource={credit} />;
  return <CreditView credit={credit.data} lang={lang} />;
}
