import { type FaqSection } from '@ssb/api-client';
import { Page, Container } from '@ssb/ui-kit';
import { PageIntro } from '../../ui';
import type { MessageId } from '../../i18n/tj';
import { FaqList } from './FaqList';

/** A FAQ page: its heading from the API's page of that name, then the section's questions. */
export function FaqPage({ name, section, fallbackTitle }: { name: string; section: FaqSection; fallbackTitle: MessageId }) {
  return (
    <Container as={Page}>
      <PageIntro name={name} fallbackTitle={fallbackTitle} />
      <FaqList section={section} />
    </Container>
  );
}

export default function GeneralFaqPage() {
  return <FaqPage name="FAQ" section="general" fallbackTitle="faq.title" />;
}
