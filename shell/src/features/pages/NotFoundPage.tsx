import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Container, PageTitle, useLang } from '@ssb/contracts';
import { usePageMeta } from '../meta';
import { withType } from '../tabs';
import { FirstPageShown } from '../frame';

/** 'This page could not be found' with a link home (the server answers 404). */
export function NotFoundPage() {
  const lang = useLang();
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage({ id: 'notFound.title' }) });
  return (
    <Container data-testid="not-found">
      <PageTitle>
        <FormattedMessage id="notFound.title" />
      </PageTitle>
      <Link to={withType('/', lang, 1)}>
        <FormattedMessage id="notFound.home" />
      </Link>
      <FirstPageShown />
    </Container>
  );
}
