import { Page, Container } from '@ssb/ui-kit';
import { PageIntro } from '../../ui';
import type { MessageId } from '../../i18n/tj';

/** A text page of the API (settlement services, safe boxes, the mobile app, card rules). */
export function InfoPage({ name, fallbackTitle }: { name: string; fallbackTitle: MessageId }) {
  return (
    <Container as={Page}>
      <PageIntro name={name} fallbackTitle={fallbackTitle} withBody />
    </Container>
  );
}
