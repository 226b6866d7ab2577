import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { localizePath, useOpenApplication, type PageProps } from '@ssb/contracts';
import { Button, Container, PageTitle } from '@ssb/ui-kit';
import { CITIES } from '@ssb/api-client';
import { DialogHost } from '../dialog';

/**
 * Where and how to apply: the application dialogs, the branches, and the way to an application
 * already sent. A complaint has its own page (/question): here it is one link, not a second form.
 */
export default function ApplyPage({ lang }: PageProps) {
  const open = useOpenApplication();
  return (
    <Container>
      <PageTitle>
        <FormattedMessage id="apply.title" />
      </PageTitle>
      <p>
        <FormattedMessage id="apply.lead" />
      </p>
      <Actions>
        <Button variant="primary" onClick={() => open({ kind: 'card' })}>
          <FormattedMessage id="apply.openCard" />
        </Button>
        <Button variant="secondary" onClick={() => open({ kind: 'general' })}>
          <FormattedMessage id="apply.openGeneral" />
        </Button>
        <Button variant="secondary" onClick={() => open({ kind: 'vacancy' })}>
          <FormattedMessage id="apply.openVacancy" />
        </Button>
      </Actions>
      <ul data-testid="branches">
        {CITIES.map((city) => (
          <li key={city.id}>{city.name[lang]}</li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="apply.contact" />
      </p>
      <p data-testid="apply-status">
        <FormattedMessage
          id="apply.status"
          values={{ link: (chunks: ReactNode[]) => <Link to={localizePath('/application-status', lang)}>{chunks}</Link> }}
        />
      </p>
      <p data-testid="apply-complaint">
        <FormattedMessage
          id="apply.complaint"
          values={{ link: (chunks: ReactNode[]) => <Link to={localizePath('/question', lang)}>{chunks}</Link> }}
        />
      </p>
      <DialogHost />
    </Container>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]}px;
  margin: ${(p) => p.theme.space[3]}px 0;
`;
