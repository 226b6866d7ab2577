import { useIntl } from 'react-intl';
import { RemoteSlot } from '@ssb/contracts';
import { Page, Section, Container } from '@ssb/ui-kit';
import { PageIntro } from '../../ui';

/**
 * /question: the page's text, then the complaint and suggestion form of mfe-applications under a
 * heading of its own (the page's title already says "complaints and suggestions"). The answer's
 * deadline is the form's to say, once.
 */
export default function QuestionPage() {
  const intl = useIntl();
  return (
    <Container as={Page}>
      <PageIntro name="question" fallbackTitle="nav.question" withBody />
      <Section>
        <RemoteSlot name="mfe_applications/ComplaintForm" props={{ heading: intl.formatMessage({ id: 'question.form' }) }} minHeight={480} />
      </Section>
    </Container>
  );
}
