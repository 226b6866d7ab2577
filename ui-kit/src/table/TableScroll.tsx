import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useScrollState } from './useScrollState';

const Frame = styled.div`
  position: relative;
`;

const ScrollBox = styled.div<{ $maxHeight?: string }>`
  overflow: auto;
  max-height: ${({ $maxHeight }) => $maxHeight ?? 'none'};
  overscroll-behavior-x: contain;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** A fade and an arrow at the right edge while more of the table lies that way. */
const Cue = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: ${({ theme }) => theme.space[6]}px;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  padding-right: ${({ theme }) => theme.space[0]}px;
  pointer-events: none;
  z-index: 4;
  color: ${({ theme }) => theme.colors.primaryStrong};
  background: linear-gradient(to right, transparent, ${({ theme }) => theme.colors.surface} 70%);
  font-size: ${({ theme }) => theme.type.h3.size}px;
  line-height: 1;
`;

/**
 * The scrolling box of a table that may be wider than the screen: a named region, in the tab
 * order while it scrolls, so a keyboard user can reach it and scroll it with the arrow keys
 * (axe's scrollable-region-focusable); a box that fits is no tab stop. While more of the table
 * lies to the right, a cue at the edge says so; the table's first column stays in view.
 * `label` is a message id; `maxHeight` makes a long table scroll down inside the box. The box is
 * marked `data-table-scroll` and the cue `data-scroll-cue`, for a picture of the page to undo them.
 */
export function TableScroll({ label, maxHeight, children }: { label: string; maxHeight?: string; children: ReactNode }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const { scrolls, moreRight } = useScrollState(box);
  return (
    <Frame>
      <ScrollBox
        ref={box}
        role="region"
        aria-label={intl.formatMessage({ id: label })}
        tabIndex={scrolls ? 0 : undefined}
        $maxHeight={maxHeight}
        data-table-scroll="true"
      >
        {children}
      </ScrollBox>
      {moreRight && (
        <Cue aria-hidden="true" data-scroll-cue="true" data-testid="table-scroll-cue">
          ›
        </Cue>
      )}
    </Frame>
  );
}
