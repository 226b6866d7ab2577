import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { FADE_MS, type TransitionPhase } from './useOutInLocation';

// Opacity only: a fading page never moves anything (no layout shift).
const Fade = styled.div<{ $phase: TransitionPhase }>`
  opacity: ${({ $phase }) => ($phase === 'out' ? 0 : 1)};
  transition: opacity ${FADE_MS}ms ease;
  ${media.reducedMotion} {
    transition: none;
  }
`;

export function PageTransition({ phase, children }: { phase: TransitionPhase; children: ReactNode }) {
  return (
    <Fade $phase={phase} data-phase={phase}>
      {children}
    </Fade>
  );
}
