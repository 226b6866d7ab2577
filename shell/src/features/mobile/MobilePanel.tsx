import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { media } from '@ssb/contracts';
import { layers, shellColors, sizes } from '../../app/shellStyle';
import { useFocusTrap, useScrollLock } from '../a11y';
import { TabList } from '../tabs';
import { LanguageSwitcher } from '../language';
import { SearchForm, CloseButton, CloseIcon } from '../search';
import { InternetBankingLink } from '../internet-banking';
import { ProductLinks } from './ProductLinks';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.overlay};
  background: ${shellColors.overlay};
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${layers.overlay + 1};
  width: min(${sizes.panelWidth}px, 88vw);
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
 * The side panel of phones: tabs, the product sections, languages, search and internet banking. A modal dialog:
 * focus stays inside, Escape and the backdrop close it, focus goes back to the opener.
 */
export function MobilePanel({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, { onEscape: onClose });
  useScrollLock(true);
  const title = intl.formatMessage({ id: 'mobile.panel' });
  return (
    <>
      <Backdrop onClick={onClose} data-testid="panel-backdrop" />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-label={title} data-testid="mobile-panel">
        <div className="title-row">
          <h2>{title}</h2>
          <CloseButton type="button" onClick={onClose} aria-label={intl.formatMessage({ id: 'mobile.closeMenu' })}>
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
    </>
  );
}
