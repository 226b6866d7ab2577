/** The link to the privacy policy of the visitor's language, opened beside the form so nothing typed is lost. */
import type { ReactNode } from 'react';
import { localizePath, useLang } from '@ssb/contracts';

export function PrivacyLink({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <a href={localizePath('/privacy', lang)} target="_blank" rel="noopener">
      {children}
    </a>
  );
}
