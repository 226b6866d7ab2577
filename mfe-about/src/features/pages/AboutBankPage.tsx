import { TextPage } from '../../shared/TextPage';

export default function AboutBankPage() {
  return <TextPage name="about-bank" fallbackTitle="nav.about-bank" />;
}
