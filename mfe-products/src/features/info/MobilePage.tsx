import { Page, Container } from '@ssb/ui-kit';
import { PageIntro } from '../../ui';
import { StoreLinks } from './StoreLinks';

export default function MobilePage() {
  return (
    <Container as={Page}>
      <PageIntro name="SSB-mobile" fallbackTitle="info.mobile" withBody />
      <StoreLinks />
    </Container>
  );
}
