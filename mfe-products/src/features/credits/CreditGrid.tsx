import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Skeleton, useResource } from '@ssb/contracts';
import { LoadError } from '../../shared/LoadError';
import { CreditCard } from './CreditCard';
import { loadCredits } from './api';

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

/** The credits from the API: skeletons of the final size while loading, then cards. */
export function CreditGrid() {
  const credits = useResource(loadCredits, []);
  if (credits.status === 'loading')
    return (
      <Grid aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} style={{ height: 196 }} />
        ))}
      </Grid>
    );
  if (credits.status === 'error') return <LoadError onRetry={credits.retry} />;
  if (credits.data.length === 0)
    return (
      <p>
        <FormattedMessage id="credits.empty" />
      </p>
    );
  return (
    <Grid>
      {credits.data.map((credit) => (
        <CreditCard key={credit.id} credit={credit} />
      ))}
    </Grid>
  );
}
