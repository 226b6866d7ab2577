import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { useBackdropClose, useModal } from './useModal';
import { IconButton } from './IconButton';

// 100vw, not the inset alone: the shell reserves a scrollbar's gutter (scrollbar-gutter: stable),
// which a fixed box at inset 0 leaves uncovered, a strip of page at the right.
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  width: 100vw;
  z-index: ${({ theme }) => theme.layers.dialog};
  background: ${({ theme }) => theme.colors.backdrop};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]}px;
  ${media.mobile} {
    padding: 0;
  }
`;

const Panel = styled.div<{ $width: number }>`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.dialog}px;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
  display: flex;
  flex-direction: column;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  /* A phone's sheet: the whole viewport (the dynamic one, so the browser's bars hide nothing),
     no page left showing beside it; its head stays at the top while the body scrolls. */
  ${media.mobile} {
    position: fixed;
    inset: 0;
    width: 100vw;
    max-width: none;
    height: 100vh;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
    box-shadow: none;
    &:focus-visible {
      outline-offset: -2px;
    }
  }
`;

const Head = styled.div`
  flex: none;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px 0;
  h2 {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.type.h2.size}px;
    line-height: ${({ theme }) => theme.type.h2.line}px;
  }
  ${media.mobile} {
    padding: max(${({ theme }) => theme.space[2]}px, env(safe-area-inset-top)) max(${({ theme }) => theme.space[3]}px, env(safe-area-inset-right))
      ${({ theme }) => theme.space[2]}px max(${({ theme }) => theme.space[3]}px, env(safe-area-inset-left));
    align-items: center;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    h2 {
      font-size: ${({ theme }) => theme.type.h3.size}px;
      line-height: ${({ theme }) => theme.type.h3.line}px;
    }
  }
`;

const Close = styled(IconButton)`
  flex: none;
  font-size: 28px;
  line-height: 1;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: auto;
  overscroll-behavior: contain;
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[3]}px max(${({ theme }) => theme.space[3]}px, env(safe-area-inset-right))
      max(${({ theme }) => theme.space[4]}px, env(safe-area-inset-bottom)) max(${({ theme }) => theme.space[3]}px, env(safe-area-inset-left));
  }
`;

/**
 * The site's modal dialog: the title is its accessible name; focus moves in and stays inside,
 * Escape, the close button and a click on the backdrop close it, focus goes back to the opener,
 * the page behind does not scroll. On a phone it is a full-screen sheet whose head stays at the
 * top while its body scrolls. `width` is the panel's
 * largest width: a form is narrow, a schedule wide.
 */
export function Dialog({
  title,
  onClose,
  children,
  testId,
  width = 'wide',
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  width?: 'narrow' | 'wide';
}) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, onClose);
  const backdrop = useBackdropClose(onClose);

  return (
    <Backdrop data-testid="dialog-backdrop" {...backdrop}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        $width={width === 'wide' ? 960 : 560}
      >
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label={intl.formatMessage({ id: 'ui.close' })} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Close>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>
  );
}
