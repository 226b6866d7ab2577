import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { IconButton as KitIconButton, Container } from '@ssb/ui-kit';
import { sizes } from '../../app/shellStyle';
import { TabList, SubNav } from '../tabs';
import { LanguageSwitcher } from '../language';
import { SearchModal } from '../search';
import { useMobileMenu } from '../mobile';
import { InternetBankingLink } from '../internet-banking';
import { Logo } from './Logo';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: ${sizes.headerHeight}px;
  ${media.mobile} {
    min-height: ${sizes.mobileHeaderHeight}px;
  }
  /* Tablets: two lines (logo and tools, then the tabs); the first keeps the header's padding
     instead of being squeezed against the top edge. */
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}px) and (max-width: ${({ theme }) => theme.breakpoints.desktop - 1}px) {
    align-content: flex-start;
    row-gap: 0;
    padding-top: ${({ theme }) => theme.space[1] + 2}px;
  }
`;

const Desktop = styled.div`
  display: contents;
  ${media.mobile} {
    display: none;
  }
  /* Between phone and desktop the tabs take a line of their own under the logo. */
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}px) and (max-width: ${({ theme }) => theme.breakpoints.desktop - 1}px) {
    > nav {
      order: 3;
      width: 100%;
      /* Longer labels (Tajik, English) never push the row past the screen: it scrolls. */
      overflow-x: auto;
      scrollbar-width: none;
    }
  }
`;

const Tools = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const IconButton = styled(KitIconButton)`
  &:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

/* Takes the rest of the logo's line and never wraps under it; the internet-banking label stays on
   one line (on the narrowest phones the logo shows its mark alone). */
const MobileOnly = styled.div`
  display: none;
  flex: 1 1 0;
  min-width: 0;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  ${media.mobile} {
    display: flex;
  }
`;

const SearchIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
    <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const BurgerIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The header: logo, audience tabs, search, languages and internet banking on larger screens;
 * logo, internet banking and burger on phones (the burger opens the side panel). The sub-navigation follows.
 */
export function Header() {
  const intl = useIntl();
  const [searchOpen, setSearchOpen] = useState(false);
  const menu = useMobileMenu();
  return (
    <Bar>
      <Row>
        <Logo />
        <Desktop>
          <TabList />
          <Tools>
            <IconButton
              type="button"
              aria-label={intl.formatMessage({ id: 'search.open' })}
              aria-haspopup="dialog"
              aria-expanded={searchOpen}
              onClick={() => setSearchOpen(true)}
              data-testid="search-open"
            >
              <SearchIcon />
            </IconButton>
            <LanguageSwitcher />
            <InternetBankingLink />
          </Tools>
        </Desktop>
        <MobileOnly data-testid="header-phone-tools">
          {/* Internet banking is what most visitors come for: one tap away on a phone, not in the menu. */}
          <InternetBankingLink compact testId="internet-banking-phone" />
          <IconButton
            type="button"
            aria-label={intl.formatMessage({ id: 'mobile.openMenu' })}
            aria-haspopup="dialog"
            aria-expanded={menu.open}
            onClick={menu.show}
            data-testid="burger"
          >
            <BurgerIcon />
          </IconButton>
        </MobileOnly>
      </Row>
      <SubNav />
      {searchOpen && <SearchModal onClose={() => setSearchOpen(false)} />}
    </Bar>
  );
}
