import { FormattedMessage } from 'react-intl';
import { CITIES, Container, PageTitle, type PageProps } from '@ssb/contracts';

/** Where and how to apply: the branches of SPEC §3 and the contact centre. */
export default function ApplyPage({ lang }: PageProps) {
  return (
    <Container>
      <PageTitle>
        <FormattedMessage id="apply.title" />
      </PageTitle>
      <p>
        <FormattedMessage id="apply.lead" />
      </p>
      <ul data-testid="branches">
        {CITIES.map((city) => (
          <li key={city.id}>{city.name[lang]}</li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="apply.contact" />
      </p>
    </Container>
  );
}
