import { InfoPage } from './InfoPage';

export default function RkoPage() {
  return <InfoPage name="rko" fallbackTitle="info.rko" />;
}
