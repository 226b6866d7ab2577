import { RemoteSlot } from '@ssb/contracts';
import { Page, Section, Container } from '@ssb/ui-kit';
import { PageIntro } from '../../ui';

/** /question: the page's text, then the complaint and suggestion form of mfe-applications. */
export default function QuestionPage() {
  return (
    <Container as={Page}>
      <PageIntro name="question" fallbackTitle="nav.question" withBody />
      <Section>
        <RemoteSlot name="mfe_applications/ComplaintForm" props={{}} minHeight={480} />
      </Section>
    </Container>
  );
}
