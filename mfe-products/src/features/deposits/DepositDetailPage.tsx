import { FormattedMessage } from 'react-intl';
import { RemoteSlot, useResource, type PageProps } from '@ssb/contracts';
import { fetchDeposit, type Deposit } from '@ssb/api-client';
import { ApplyButton } from '../../shared/ApplyButton';
import { summaryOf, useDescription } from '../../shared/Described';
import { DetailError, DetailSkeleton } from '../../shared/DetailState';
import { Page, Section, SectionTitle, Table, usePageMeta, Container, PageTitle } from '@ssb/ui-kit';
import { TableScroll } from '../../ui';
import { DepositFacts } from './DepositCard';

function DepositView({ deposit }: { deposit: Deposit }) {
  const { before, after } = useDescription('deposit', deposit.id, deposit.description);
  return (
    <Container as={Page}>
      <PageTitle>{deposit.title}</PageTitle>
      <DepositFacts deposit={deposit} payout />
      {before}
      <Section>
        <ApplyButton request={{ kind: 'general', productName: deposit.title, productId: deposit.id }} />
      </Section>
      <Section data-testid="calculator">
        <RemoteSlot name="mfe_calculators/DepositCalculator" props={{ depositId: deposit.id, deposit }} minHeight={420} />
      </Section>
      {deposit.rateTiers.length > 0 && (
        <Section>
          <SectionTitle>
            <FormattedMessage id="deposits.tiers" />
          </SectionTitle>
          <TableScroll label="deposits.tiers">
            <Table>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="deposits.period" />
                  </th>
                  <th scope="col" data-numeric>
                    <FormattedMessage id="deposits.percent" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {deposit.rateTiers.map((tier) => (
                  <tr key={String(tier.upToMonths)}>
                    <td>
                      {tier.upToMonths === null ? (
                        <FormattedMessage id="deposits.longer" />
                      ) : (
                        <FormattedMessage id="deposits.upTo" values={{ months: tier.upToMonths }} />
                      )}
                    </td>
                    <td data-numeric>{tier.percent}%</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </Section>
      )}
      {after}
    </Container>
  );
}

export default function DepositDetailPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const deposit = useResource((api, lang, signal) => fetchDeposit(api, lang, slug, signal), [slug]);
  const data = deposit.status === 'ready' ? deposit.data : null;
  usePageMeta(data?.title, data ? summaryOf(data.description) : undefined);
  if (deposit.status === 'loading') return <DetailSkeleton />;
  if (deposit.status === 'error') return <DetailError resource={deposit} />;
  return <DepositView deposit={deposit.data} />;
}
