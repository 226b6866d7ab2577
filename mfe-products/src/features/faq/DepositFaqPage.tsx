import { FaqPage } from './FaqPage';

export default function DepositFaqPage() {
  return <FaqPage name="Deposit/faq" section="deposit" fallbackTitle="faq.deposit" />;
}
