import type { MessageId } from '../i18n/tj';
import { Page, Container } from '@ssb/ui-kit';
import { PageIntro } from '../ui';

/** A page that is only text from GET /api/pages/{name}/ (heading, lead and body). */
export function TextPage({ name, fallbackTitle }: { name: string; fallbackTitle: MessageId }) {
  return (
    <Container as={Page}>
      <PageIntro name={name} fallbackTitle={fallbackTitle} withBody />
    </Container>
  );
}
