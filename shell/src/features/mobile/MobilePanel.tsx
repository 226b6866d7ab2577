import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { media } from '@ssb/contracts';
import { shellColors, sizes } from '../../app/shellStyle';
import { useBackdropClose, useModal } from '../a11y';
import { TabList } from '../tabs';
import { LanguageSwitcher } from '../language';
import { SearchForm, CloseButton, CloseIcon } from '../search';
import { InternetBankingLink } from '../internet-banking';
import { ProductLinks } from './ProductLinks';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

// The <dialog> is the panel's frame at the right edge; the panel inside it covers it whole (and
// slides in: a transform on the <dialog> would hold the backdrop inside it while it runs).
const Modal = styled.dialog`
  box-sizing: border-box;
  inset: 0 0 0 auto;
  width: min(${sizes.panelWidth}px, 88vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: visible;
  &::backdrop {
    width: 100vw;
    background: ${shellColors.overlay};
  }
`;

// Over the whole viewport beside the panel (fixed: the dialog is no containing block for it).
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  width: 100vw;
  z-index: -1;
`;

const Panel = styled.div`
  box-sizing: border-box;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: -8px 0 32px ${shellColors.shadow};
  animation: ${slideIn} 200ms ease-out;
  ${media.reducedMotion} {
    animation: none;
  }
  > .title-row {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.h3.size}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/**
 * The side panel of phones: tabs, the product sections, languages, search and internet banking.
 * A native modal <dialog>: focus stays inside and the page behind is inert; Escape and a tap beside
 * it close it, focus goes back to the opener.
 */
export function MobilePanel({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useModal(dialog, onClose, { initialFocus: close });
  const backdrop = useBackdropClose(onClose);
  const title = intl.formatMessage({ id: 'mobile.panel' });
  return (
    <Modal ref={dialog} aria-label={title} data-testid="mobile-panel">
      <Backdrop data-testid="panel-backdrop" {...backdrop} />
      <Panel>
        <div className="title-row">
          <h2>{title}</h2>
          <CloseButton ref={close} type="button" onClick={onClose} aria-label={intl.formatMessage({ id: 'mobile.closeMenu' })}>
            <CloseIcon />
          </CloseButton>
        </div>
        <TabList vertical onNavigate={onClose} />
        <ProductLinks onNavigate={onClose} />
        <SearchForm onDone={onClose} testId="panel-search" />
        <Row>
          <LanguageSwitcher />
          <InternetBankingLink />
        </Row>
      </Panel>
    </Modal>
  );
}
