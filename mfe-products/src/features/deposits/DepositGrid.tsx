import { useResource } from '@ssb/contracts';
import { fetchDeposits } from '@ssb/api-client';
import {} from '@ssb/ui-kit';
import { ResourceView } from '../../ui';
import type { Audience } from '../../shared/audience';
import { CardGrid } from '../../shared/CardGrid';
import { GridSkeleton } from '../credits';
import { DepositCard } from './DepositCard';

export function DepositGrid({ audience }: { audience: Audience }) {
  const deposits = useResource((api, lang, signal) => fetchDeposits(api, lang, { audience }, signal), [audience]);
  return (
    <ResourceView resource={deposits} skeleton={<GridSkeleton />} empty="deposits.empty">
      {(list) => (
        <CardGrid>
          {list.map((deposit) => (
            <DepositCard key={deposit.id} deposit={deposit} />
          ))}
        </CardGrid>
      )}
    </ResourceView>
  );
}
