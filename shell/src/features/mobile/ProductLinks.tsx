import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { parseLocalizedPath, useLang } from '@ssb/contracts';
import { isSubItemActive, pageLabel, withType, type PageName, type TabType } from '../tabs';

/** The product sections, with the audience tab each opens on. */
const PANEL_PRODUCTS: readonly { name: PageName; type: TabType }[] = [
  { name: 'Credit', type: 1 },
  { name: 'Deposit', type: 1 },
  { name: 'Card', type: 1 },
  { name: 'transfers', type: 1 },
  { name: 'services', type: 2 },
  { name: 'Rates', type: 1 },
  { name: 'calculators', type: 1 },
  // An application sent: its status by its reference.
  { name: 'application-status', type: 1 },
];

const Group = styled.nav`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.type.small.size}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space[0]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radius.control}px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** The phone panel's product sections: a named navigation group, each link a full touch target. */
export function ProductLinks({ onNavigate }: { onNavigate: () => void }) {
  const lang = useLang();
  const { path } = parseLocalizedPath(useLocation().pathname);
  const headingId = useId();
  return (
    <Group aria-labelledby={headingId} data-testid="panel-products">
      <h3 id={headingId}>
        <FormattedMessage id="mobile.products" />
      </h3>
      <ul>
        {PANEL_PRODUCTS.map(({ name, type }) => (
          <li key={name}>
            <Link to={withType(`/${name}`, lang, type)} aria-current={isSubItemActive(path, name) ? 'page' : undefined} onClick={onNavigate}>
              <FormattedMessage id={pageLabel(name)} />
            </Link>
          </li>
        ))}
      </ul>
    </Group>
  );
}
