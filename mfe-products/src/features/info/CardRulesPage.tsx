import { InfoPage } from './InfoPage';

export default function CardRulesPage() {
  return <InfoPage name="rules-card" fallbackTitle="info.rulesCard" />;
}
