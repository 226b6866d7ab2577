import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { appLinksOf, useRuntimeConfig } from '@ssb/contracts';
import { Muted, Section, SectionTitle } from '@ssb/ui-kit';
import type { MessageId } from '../../i18n/tj';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;

// A primary touch control: 44 px at least, the whole box clickable.
const StoreLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget}px;
  min-width: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 2px solid ${({ theme }) => theme.colors.primaryStrong};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * Where to get the app: the site's one app-links setting, so this page, the footer and any
 * banner never disagree about a store address.
 */
export function StoreLinks() {
  const links = appLinksOf(useRuntimeConfig());
  const stores: { label: MessageId; href: string }[] = [
    { label: 'mobile.googlePlay', href: links.googlePlay },
    { label: 'mobile.appStore', href: links.appStore },
    { label: 'mobile.apk', href: links.apk },
  ];
  return (
    <Section aria-labelledby="store-links">
      <SectionTitle id="store-links">
        <FormattedMessage id="mobile.download" />
      </SectionTitle>
      <List data-testid="links">
        {stores.map((store) => (
          <li key={store.label}>
            <StoreLink href={store.href}>
              <FormattedMessage id={store.label} />
            </StoreLink>
          </li>
        ))}
      </List>
      <Muted>
        <FormattedMessage id="mobile.apkNote" />
      </Muted>
    </Section>
  );
}
