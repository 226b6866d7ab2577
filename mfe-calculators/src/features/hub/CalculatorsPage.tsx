import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAlerts, useResource } from '@ssb/contracts';
import { Button, Card, Container, PageTitle, Skeleton } from '@ssb/ui-kit';
import { fetchCredits, fetchDeposits } from '@ssb/api-client';
import { CreditCalculator } from '../credit-calculator';
import { DepositCalculator } from '../deposit-calculator';

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => theme.space[4]}px 0;
  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  select {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget}px;
    min-width: 280px;
    max-width: 100%;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Kinds = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]}px;
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

type Kind = 'credit' | 'deposit';

/**
 * The calculators' own page: credit or deposit (?kind=), a product (?product=) and its
 * calculator, whose inputs are in the query too, so the whole view is one shareable link.
 */
export default function CalculatorsPage() {
  const intl = useIntl();
  const { show } = useAlerts();
  const [query, setQuery] = useSearchParams();
  const kind: Kind = query.get('kind') === 'deposit' ? 'deposit' : 'credit';
  const products = useResource(
    async (api, lang, signal) => (kind === 'credit' ? fetchCredits(api, lang, {}, signal) : fetchDeposits(api, lang, {}, signal)),
    [kind],
  );
  const wanted = Number(query.get('product'));
  const list = products.status === 'ready' ? products.data : [];
  // Without a product in the link, an individual's product: the calculators sit in the individuals'
  // part of the site, and a business deposit first would greet a visitor with the wrong terms.
  const current = list.find((p) => p.id === wanted) ?? list.find((p) => p.audience === 'individual') ?? list[0];

  const choose = (next: { kind?: Kind; product?: number }) =>
    setQuery(
      (prev) => {
        const q = new URLSearchParams(prev);
        if (next.kind) {
          q.set('kind', next.kind);
          q.delete('product');
        }
        if (next.product !== undefined) q.set('product', String(next.product));
        // Another product has other bounds: start from its defaults.
        q.delete('amount');
        q.delete('months');
        return q;
      },
      { replace: true, preventScrollReset: true },
    );

  const share = async () => {
    // The alert goes through the shell's toast: the bus crosses the remote boundary.
    try {
      await navigator.clipboard.writeText(window.location.href);
      show('success', intl.formatMessage({ id: 'hub.shared' }));
    } catch {
      show('error', intl.formatMessage({ id: 'hub.shareFailed' }, { url: window.location.href }));
    }
  };

  return (
    <Container>
      <PageTitle>
        <FormattedMessage id="hub.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="hub.lead" />
      </Lead>
      <Controls>
        <Kinds role="group" aria-label={intl.formatMessage({ id: 'hub.kind' })}>
          {(['credit', 'deposit'] as const).map((k) => (
            <Button key={k} variant="secondary" aria-pressed={kind === k} onClick={() => choose({ kind: k })} data-testid={`kind-${k}`}>
              <FormattedMessage id={`hub.kind.${k}`} />
            </Button>
          ))}
        </Kinds>
        {products.status === 'ready' && list.length > 0 && (
          <label>
            <FormattedMessage id={`hub.product.${kind}`} />
            <select value={current?.id} onChange={(e) => choose({ product: Number(e.target.value) })} data-testid="product-select">
              {list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button variant="ghost" onClick={share}>
          <FormattedMessage id="hub.share" />
        </Button>
      </Controls>
      {products.status === 'loading' && <Skeleton style={{ minHeight: 360 }} aria-busy="true" />}
      {products.status === 'error' && (
        <Card role="alert">
          <p>
            <FormattedMessage id="hub.loadFailed" />
          </p>
          <Button variant="secondary" onClick={products.retry}>
            <FormattedMessage id="calc.retry" />
          </Button>
        </Card>
      )}
      {products.status === 'ready' && !current && (
        <Card>
          <FormattedMessage id={`hub.empty.${kind}`} />
        </Card>
      )}
      {current &&
        (kind === 'credit' ? (
          <CreditCalculator key={`c${current.id}`} creditId={current.id} />
        ) : (
          <DepositCalculator key={`d${current.id}`} depositId={current.id} />
        ))}
    </Container>
  );
}
