import { type PageProps } from '@ssb/contracts';
import { Page, Container } from '@ssb/ui-kit';
import { PageIntro } from '../../ui';
import { AboutFacts, KeyFigures, useAboutData } from '../about';

interface Props extends Partial<PageProps> {
  /** The clock the years on the market are counted by (tests fix it). */
  now?: () => Date;
}

/** /about-bank: the bank's story from the API, then the same figures, licence and insurance as /about. */
export default function AboutBankPage({ now = () => new Date() }: Props) {
  const { figures } = useAboutData(now());
  return (
    <Container as={Page}>
      <PageIntro name="about-bank" fallbackTitle="nav.about-bank" withBody />
      <KeyFigures figures={figures} />
      <AboutFacts />
    </Container>
  );
}
