import styled from 'styled-components';

/** The chart's drawing units: its aspect ratio. */
export const W = 360;
export const H = 200;

/** The box the chart fills: its height follows its width, so the skeleton reserves it exactly. */
export const ChartBox = styled.div`
  width: 100%;
  max-width: 520px;
  aspect-ratio: ${W} / ${H};
  svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
`;
