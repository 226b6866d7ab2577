import { useResource } from '@ssb/contracts';
import { fetchCredits } from '@ssb/api-client';
import { Skeleton } from '@ssb/ui-kit';
import { ResourceView } from '../../ui';
import type { Audience } from '../../shared/audience';
import { CardGrid } from '../../shared/CardGrid';
import { CreditCard } from './CreditCard';

export const GridSkeleton = ({ height = 380, count = 3, rowOnPhone = false }: { height?: number; count?: number; rowOnPhone?: boolean }) => (
  <CardGrid rowOnPhone={rowOnPhone}>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} style={{ height }} />
    ))}
  </CardGrid>
);

/** The audience's credits from the API: skeletons of the final size while loading, then cards. */
export function CreditGrid({ audience }: { audience: Audience }) {
  const credits = useResource((api, lang, signal) => fetchCredits(api, lang, { audience }, signal), [audience]);
  return (
    <ResourceView resource={credits} skeleton={<GridSkeleton />} empty="credits.empty">
      {(list) => (
        <CardGrid>
          {list.map((credit) => (
            <CreditCard key={credit.id} credit={credit} />
          ))}
        </CardGrid>
      )}
    </ResourceView>
  );
}
