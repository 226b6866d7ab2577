import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, useLang } from '@ssb/contracts';
import { withType } from '../tabs';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.type.h3.size}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  flex-shrink: 0;
  /* A phone's header holds the logo, internet banking and the menu on one line: a smaller name,
     and on the narrowest phones the mark alone (the link's name still says it). */
  ${media.mobile} {
    font-size: ${({ theme }) => theme.type.lead.size}px;
  }
  @media (max-width: 359px) {
    > span {
      display: none;
    }
  }
`;

/**
 * The bank's mark: links home on the first tab (`?type=1`). Its name starts with the visible
 * text ("SSB Bank — home"), so a voice command naming what is seen finds it.
 */
export function Logo() {
  const lang = useLang();
  const intl = useIntl();
  return (
    <Home
      to={withType('/', lang, 1)}
      aria-label={intl.formatMessage({ id: 'nav.homeNamed' }, { name: intl.formatMessage({ id: 'site.name' }) })}
      data-testid="logo"
    >
      <svg width="32" height="32" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="6" fill="currentColor" />
        <path d="M8 18c0 2 2 3 6 3s6-1 6-3-2-3-6-4-6-2-6-4 2-3 6-3 6 1 6 3" stroke="#fff" strokeWidth="2.4" fill="none" />
      </svg>
      <span aria-hidden="true">
        <FormattedMessage id="site.name" />
      </span>
    </Home>
  );
}
