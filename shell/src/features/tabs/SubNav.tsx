import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container, media, parseLocalizedPath, useLang } from '@ssb/contracts';
import { sizes } from '../../app/shellStyle';
import { isSubItemActive, pageLabel, tabHref, tabOf, withType } from './tabs';
import { useActiveTab } from './TabTypeContext';

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const List = styled.ul`
  display: flex;
  /* Items carry their own padding; a small gap keeps the longest row (Tajik, the "about" tab)
     on one line at 1280 px. */
  gap: ${({ theme }) => theme.space[0]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: ${sizes.subNavHeight}px;
  align-items: center;
  overflow-x: auto;
  scrollbar-width: thin;
  ${media.mobile} {
    /* One scrolling row on phones; the page never scrolls sideways. */
    margin: 0 -${({ theme }) => theme.layout.gutterMobile}px;
    padding: 0 ${({ theme }) => theme.layout.gutterMobile}px;
  }
`;

const Rights = styled.li`
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space[1]}px;
`;

const Item = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget - 8}px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.control}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.type.small.size}px;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ${media.mobile} {
    min-height: ${({ theme }) => theme.touchTarget}px;
  }
`;

/** The children of the active tab (links keep its `type`), then the customer-rights link. */
export function SubNav() {
  const lang = useLang();
  const intl = useIntl();
  const type = useActiveTab();
  const { pathname } = useLocation();
  const { path } = parseLocalizedPath(pathname);
  const tab = tabOf(type);
  const rights = tabOf(5);
  return (
    <Bar aria-label={intl.formatMessage({ id: 'nav.subsections' })} data-testid="sub-nav">
      <Container>
        <List>
          {tab.children.map((name) => (
            <li key={name}>
              <Item to={withType(`/${name}`, lang, type)} aria-current={isSubItemActive(path, name) ? 'page' : undefined}>
                <FormattedMessage id={pageLabel(name)} />
              </Item>
            </li>
          ))}
          {/* Type 5: the customer-rights page, at hand at the end of the bar (unless listed). */}
          {!tab.children.includes('rights') && (
            <Rights>
              <Item to={tabHref(rights, lang)} aria-current={type === 5 ? 'page' : undefined} data-tab={5}>
                <FormattedMessage id={rights.label} />
              </Item>
            </Rights>
          )}
        </List>
      </Container>
    </Bar>
  );
}
