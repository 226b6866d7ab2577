import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { media } from '@ssb/contracts';
import { layers } from '../../app/shellStyle';
import { routeLoadsAtom } from './routeLoading';
import { LOADING_BAR, useLoadingBar, type LoadingBarPhase } from './useLoadingBar';

// Creeps towards 90 % over the longest time the bar may show; the end jumps to 100 %.
const creep = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.9); }
`;

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${layers.loadingBar};
  pointer-events: none;
`;

// transform and opacity only: the bar never moves anything else on the page.
const Bar = styled.div<{ $phase: LoadingBarPhase }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left center;
  animation: ${creep} ${LOADING_BAR.maxMs}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
  ${({ $phase }) => ($phase === 'done' ? 'animation: none; transform: scaleX(1); opacity: 0; transition: transform 150ms, opacity 400ms 100ms;' : '')}
  ${media.reducedMotion} {
    animation: none;
    transform: scaleX(${({ $phase }) => ($phase === 'done' ? 1 : 0.5)});
    transition: none;
  }
`;

/** The bar at the top of the page while a route's remote or page chunk loads. */
export function LoadingBar() {
  const intl = useIntl();
  const phase = useLoadingBar(useAtomValue(routeLoadsAtom) > 0);
  if (phase === 'idle') return null;
  return (
    <Track
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'loading.label' })}
      aria-busy={phase === 'running'}
      data-testid="loading-bar"
      data-phase={phase}
    >
      <Bar $phase={phase} />
    </Track>
  );
}
