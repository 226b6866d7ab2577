import { FaqPage } from './FaqPage';

export default function CreditFaqPage() {
  return <FaqPage name="Credit/faq" section="credit" fallbackTitle="faq.credit" />;
}
