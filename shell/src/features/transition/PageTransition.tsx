import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { FADE_MS, type TransitionPhase } from './useOutInLocation';

// Opacity only: a fading page never moves anything (no layout shift). flow-root keeps a page's
// top margin inside: collapsed through, it moved this box (and the footer) when the page
// replaced its skeleton (CLS 0.037 at phone width).
const Fade = styled.div<{ $phase: TransitionPhase }>`
  display: flow-root;
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
