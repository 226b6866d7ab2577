import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { IconButton as CloseButton, CloseIcon } from '@ssb/ui-kit';
import { shellColors } from '../../app/shellStyle';
import { useBackdropClose, useModal } from '../a11y';
import { SearchForm } from './SearchForm';

// The <dialog> only places the panel: the visual panel inside it covers it whole, so a click on
// the panel never reaches the backdrop behind it.
const Modal = styled.dialog`
  box-sizing: border-box;
  width: calc(100% - ${({ theme }) => theme.space[3] * 2}px);
  max-width: 560px;
  margin: 96px auto auto;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: visible;
  &::backdrop {
    width: 100vw;
    background: ${shellColors.overlay};
  }
  ${media.mobile} {
    margin-top: ${({ theme }) => theme.space[4]}px;
  }
`;

// Over the whole viewport behind the panel (fixed: the dialog is no containing block for it).
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  width: 100vw;
  z-index: -1;
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.dialog}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px ${shellColors.shadow};
  .title-row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${({ theme }) => theme.space[3]}px;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.h3.size}px;
    line-height: ${({ theme }) => theme.type.h3.line}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** The kit's icon button and cross, which the mobile panel's close uses too. */
export { CloseButton, CloseIcon };

/**
 * The search modal, a native modal <dialog>: focus stays inside and the page behind is inert;
 * Enter searches, Escape, the close button and a click beside it close it; focus then returns to
 * the search icon.
 */
export function SearchModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  useModal(dialog, onClose, { initialFocus: input });
  const backdrop = useBackdropClose(onClose);
  return (
    <Modal ref={dialog} aria-labelledby={titleId} data-testid="search-modal">
      <Backdrop data-testid="search-backdrop" {...backdrop} />
      <Panel>
        <div className="title-row">
          <h2 id={titleId}>{intl.formatMessage({ id: 'search.title' })}</h2>
          <CloseButton type="button" onClick={onClose} aria-label={intl.formatMessage({ id: 'search.close' })}>
            <CloseIcon />
          </CloseButton>
        </div>
        <SearchForm onDone={onClose} inputRef={input} />
      </Panel>
    </Modal>
  );
}
