import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Container,
  PageTitle,
  RemoteSlot,
  Skeleton,
  isNotFound,
  localizePath,
  splitDescription,
  useResource,
  type PageProps,
} from '@ssb/contracts';
import { LoadError } from '../../shared/LoadError';
import { loadCredit } from './api';

const Text = styled.div`
  max-width: 760px;
  white-space: pre-line;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

export default function CreditDetailPage({ params, lang }: PageProps) {
  const slug = params.slug ?? '';
  const credit = useResource(loadCredit(slug), [slug]);

  if (credit.status === 'loading')
    return (
      <Container aria-busy="true">
        <Skeleton style={{ height: 38, margin: '24px 0 16px', maxWidth: 480 }} />
        <Skeleton style={{ height: 160 }} />
      </Container>
    );
  if (credit.status === 'error')
    return (
      <Container>
        {isNotFound(credit.error) ? (
          <p role="alert">
            <FormattedMessage id="credit.notFound" />{' '}
            <Link to={localizePath('/Credit', lang)}>
              <FormattedMessage id="credit.back" />
            </Link>
          </p>
        ) : (
          <LoadError onRetry={credit.retry} />
        )}
      </Container>
    );

  const { description, description2, hasMarker } = splitDescription(credit.data.description);
  if (!hasMarker) console.warn(`[mfe-products] credit ${credit.data.id} has no info marker in its description`);
  return (
    <Container>
      <PageTitle>{credit.data.title}</PageTitle>
      <Text>{description}</Text>
      <RemoteSlot name="mfe_calculators/CreditCalculator" props={{ creditId: credit.data.id }} minHeight={320} />
      {description2 && <Text>{description2}</Text>}
    </Container>
  );
}
