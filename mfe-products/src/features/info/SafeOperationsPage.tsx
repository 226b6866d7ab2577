import { InfoPage } from './InfoPage';

export default function SafeOperationsPage() {
  return <InfoPage name="safe-operations" fallbackTitle="info.safe" />;
}
