import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Container, PageTitle, fetchCredits, useAlerts, useResource } from '@ssb/contracts';
import { CreditCalculator } from '../credit-calculator/CreditCalculator';

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The calculators' own page: the first credit's calculator and a shareable link. */
export default function CalculatorsPage() {
  const intl = useIntl();
  const { show } = useAlerts();
  const credits = useResource((api, lang, signal) => fetchCredits(api, lang, {}, signal), []);
  const first = credits.status === 'ready' ? credits.data[0] : undefined;

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
      <Button variant="secondary" onClick={share}>
        <FormattedMessage id="hub.share" />
      </Button>
      {first ? <CreditCalculator creditId={first.id} /> : <div style={{ minHeight: 320 }} />}
    </Container>
  );
}
