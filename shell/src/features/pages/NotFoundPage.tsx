import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Container, PageTitle, localizePath, useLang } from '@ssb/contracts';

/** SPEC §2: 'This page could not be found' with a link home (the server answers 404). */
export function NotFoundPage() {
  const lang = useLang();
  return (
    <Container data-testid="not-found">
      <PageTitle>
        <FormattedMessage id="notFound.title" />
      </PageTitle>
      <Link to={`${localizePath('/', lang)}?type=1`}>
        <FormattedMessage id="notFound.home" />
      </Link>
    </Container>
  );
}
