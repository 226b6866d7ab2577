import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { localizePath, useLang, useResource, useRuntimeConfig } from '@ssb/contracts';
import { fetchServices } from '@ssb/api-client';
import { MoreLink, Page, Section, SectionTitle, Container } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';
import { CreditGrid, GridSkeleton } from '../credits';
import { DepositGrid } from '../deposits';
import { ServiceGrid } from '../services';

const Links = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[5]}px;
  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** /legal-person: the products of legal entities (type=2) and their banking links. */
export default function LegalPersonPage() {
  const lang = useLang();
  const config = useRuntimeConfig();
  const services = useResource((api, l, signal) => fetchServices(api, l, { audience: 'legal' }, signal), []);
  const to = (path: string) => `${localizePath(path, lang)}?type=2`;
  return (
    <Container as={Page}>
      <PageIntro name="legal-person" fallbackTitle="legal.title" withBody />
      <Links>
        <li>
          <MoreLink to={to('/rko')}>
            <FormattedMessage id="info.rko" />
          </MoreLink>
        </li>
        <li>
          <MoreLink to={to('/SSB-mobile')}>
            <FormattedMessage id="legal.mobile" />
          </MoreLink>
        </li>
        <li>
          <a href={config.legalInternetBankingUrl} target="_blank" rel="noopener noreferrer" data-testid="legal-ib">
            <FormattedMessage id="legal.internetBanking" />
          </a>
        </li>
      </Links>
      <Section>
        <SectionTitle>
          <FormattedMessage id="credits.title" />
        </SectionTitle>
        <CreditGrid audience="legal" />
      </Section>
      <Section>
        <SectionTitle>
          <FormattedMessage id="deposits.title" />
        </SectionTitle>
        <DepositGrid audience="legal" />
      </Section>
      <Section>
        <SectionTitle>
          <FormattedMessage id="services.title" />
        </SectionTitle>
        <ResourceView resource={services} skeleton={<GridSkeleton height={360} />} empty="services.empty">
          {(list) => <ServiceGrid services={list} />}
        </ResourceView>
      </Section>
    </Container>
  );
}
