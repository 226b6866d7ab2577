import { InfoPage } from './InfoPage';

export default function MobilePage() {
  return <InfoPage name="SSB-mobile" fallbackTitle="info.mobile" />;
}
