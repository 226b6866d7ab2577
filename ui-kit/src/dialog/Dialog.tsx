import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { useBackdropClose, useModal } from './useModal';
import { IconButton } from './IconButton';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
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
  display: flex;
  flex-direction: column;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  ${media.mobile} {
    max-height: 100vh;
    height: 100%;
    border-radius: 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.h2.size}px;
    line-height: ${({ theme }) => theme.type.h2.line}px;
  }
`;

const Close = styled(IconButton)`
  flex: none;
  font-size: 28px;
  line-height: 1;
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: auto;
`;

/**
 * The site's modal dialog: the title is its accessible name; focus moves in and stays inside,
 * Escape, the close button and a click on the backdrop close it, focus goes back to the opener,
 * the page behind does not scroll. On a phone it is a full-screen sheet. `width` is the panel's
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
