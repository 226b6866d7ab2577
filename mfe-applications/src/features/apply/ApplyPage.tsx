import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useOpenApplication, type PageProps } from '@ssb/contracts';
import { Button, Container, PageTitle } from '@ssb/ui-kit';
import { CITIES } from '@ssb/api-client';
import { ComplaintForm } from '../complaint';
import { DialogHost } from '../dialog';

/** Where and how to apply: the application dialogs, the branches, the complaint form. */
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
      <ComplaintForm />
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
