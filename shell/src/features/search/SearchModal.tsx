import { useCallback, useId, useRef, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { IconButton as CloseButton, CloseIcon } from '@ssb/ui-kit';
import { layers, shellColors } from '../../app/shellStyle';
import { useFocusTrap, useScrollLock } from '../a11y';
import { SearchForm } from './SearchForm';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.overlay};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 96px ${({ theme }) => theme.space[3]}px 0;
  background: ${shellColors.overlay};
  ${media.mobile} {
    padding-top: ${({ theme }) => theme.space[4]}px;
  }
`;

const Dialog = styled.div`
  width: 100%;
  max-width: 560px;
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
 * The search modal: focus is trapped inside; Enter searches, Escape, the close button and a
 * click on the backdrop close it; focus then returns to the search icon.
 */
export function SearchModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  useFocusTrap(dialog, true, { onEscape: onClose, initialFocus: input });
  useScrollLock(true);
  const onBackdrop = useCallback(
    (event: MouseEvent) => {
      if (event.target === event.currentTarget) onClose();
    },
    [onClose],
  );
  return (
    <Backdrop onClick={onBackdrop} data-testid="search-backdrop">
      <Dialog ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="search-modal">
        <div className="title-row">
          <h2 id={titleId}>{intl.formatMessage({ id: 'search.title' })}</h2>
          <CloseButton type="button" onClick={onClose} aria-label={intl.formatMessage({ id: 'search.close' })}>
            <CloseIcon />
          </CloseButton>
        </div>
        <SearchForm onDone={onClose} inputRef={input} />
      </Dialog>
    </Backdrop>
  );
}
