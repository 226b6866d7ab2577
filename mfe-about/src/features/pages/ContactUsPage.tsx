import { TextPage } from '../../shared/TextPage';

export default function ContactUsPage() {
  return <TextPage name="contact-us" fallbackTitle="nav.contact-us" />;
}
