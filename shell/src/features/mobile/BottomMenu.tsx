import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media, parseLocalizedPath, useLang } from '@ssb/contracts';
import type { ShellMessageId } from '../../i18n/messageIds';
import { layers, sizes } from '../../app/shellStyle';
import { withType, type TabType } from '../tabs';
import { useMobileMenu } from './MobileMenuContext';

const Bar = styled.nav`
  display: none;
  ${media.mobile} {
    display: block;
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: ${layers.bottomMenu};
    height: calc(${sizes.bottomMenuHeight}px + env(safe-area-inset-bottom, 0px));
    padding-bottom: env(safe-area-inset-bottom, 0px);
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    height: ${sizes.bottomMenuHeight}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    width: 100%;
    height: 100%;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: ${({ theme }) => theme.type.caption.size}px;
    line-height: 16px;
    text-decoration: none;
    cursor: pointer;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const icon = (d: string): ReactNode => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const ITEMS: readonly { path: string; type: TabType; label: ShellMessageId; icon: ReactNode }[] = [
  { path: '/', type: 1, label: 'bottom.home', icon: icon('M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z') },
  { path: '/Credit', type: 1, label: 'bottom.products', icon: icon('M3 7h18v12H3zM3 11h18M7 15h4') },
  { path: '/Rates', type: 1, label: 'bottom.rates', icon: icon('M4 19l5-6 4 3 7-9M15 7h5v5') },
  {
    path: '/addresses',
    type: 4,
    label: 'bottom.addresses',
    icon: icon('M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'),
  },
];

/** The bottom menu of phones: four shortcuts and the button that opens the side panel. */
export function BottomMenu() {
  const intl = useIntl();
  const lang = useLang();
  const { path } = parseLocalizedPath(useLocation().pathname);
  const menu = useMobileMenu();
  return (
    <Bar aria-label={intl.formatMessage({ id: 'bottom.label' })} data-testid="bottom-menu">
      <ul>
        {ITEMS.map((item) => (
          <li key={item.path}>
            <Link to={withType(item.path, lang, item.type)} aria-current={path === item.path ? 'page' : undefined}>
              {item.icon}
              {intl.formatMessage({ id: item.label })}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" aria-haspopup="dialog" aria-expanded={menu.open} onClick={menu.show} data-testid="bottom-menu-open">
            {icon('M4 6h16M4 12h16M4 18h16')}
            {intl.formatMessage({ id: 'bottom.menu' })}
          </button>
        </li>
      </ul>
    </Bar>
  );
}
