import styled from 'styled-components';
import { media } from '@ssb/contracts';

/** A placeholder that keeps the final size of what is loading. */
export const Skeleton = styled.div`
  border-radius: ${({ theme }) => theme.radius.card}px;
  background: linear-gradient(90deg, #ececec 25%, #f4f4f4 50%, #ececec 75%);
  background-size: 200% 100%;
  animation: ssb-shimmer 1.4s ease-in-out infinite;
  @keyframes ssb-shimmer {
    from {
      background-position: 200% 0;
    }
    to {
      background-position: -200% 0;
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;
