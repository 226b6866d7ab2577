import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media, useLang } from '@ssb/contracts';
import { AUDIENCE_TABS, TABS, tabHref } from './tabs';
import { useActiveTab } from './TabTypeContext';

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space[1]}px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const TabLink = styled(Link)<{ $vertical: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.control}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.type.small.size}px;
  ${media.desktop} {
    font-size: ${({ theme }) => theme.type.body.size}px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    ${({ $vertical, theme }) =>
      $vertical
        ? css`
            background: ${theme.colors.primarySoft};
          `
        : css`
            box-shadow: inset 0 -3px 0 ${theme.colors.primaryStrong};
            border-radius: 0;
          `}
  }
  ${({ $vertical }) =>
    $vertical &&
    css`
      white-space: normal;
      font-size: ${({ theme }) => theme.type.body.size}px;
    `}
`;

/**
 * The audience tabs; the one whose type is in the URL is marked with aria-current. The header
 * has room for the four audiences (the rights link sits in the sub-navigation bar); the
 * phone's panel lists all five.
 */
export function TabList({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const tabs = vertical ? TABS : AUDIENCE_TABS;
  const lang = useLang();
  const intl = useIntl();
  const active = useActiveTab();
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.sections' })}>
      <List $vertical={vertical}>
        {tabs.map((tab) => (
          <li key={tab.type}>
            <TabLink
              $vertical={vertical}
              to={tabHref(tab, lang)}
              aria-current={tab.type === active ? 'true' : undefined}
              data-tab={tab.type}
              onClick={onNavigate}
            >
              <FormattedMessage id={tab.label} />
            </TabLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
