import { useSearchParams } from 'react-router-dom';

export type Audience = 'individual' | 'legal';

/** The audience of the product routes: `type=2` is legal entities, anything else individuals. */
export function useAudience(): Audience {
  const [params] = useSearchParams();
  return params.get('type') === '2' ? 'legal' : 'individual';
}

/** The query that keeps the audience on links between product pages. */
export const audienceQuery = (audience: Audience) => (audience === 'legal' ? '?type=2' : '');
