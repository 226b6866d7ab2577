import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { localeOf, useLang } from '@ssb/contracts';

/** `<html lang>` and the default title follow the language of the path. */
export function useDocumentLanguage(): void {
  const lang = useLang();
  const intl = useIntl();
  useEffect(() => {
    document.documentElement.lang = localeOf(lang).iso;
    document.title = intl.formatMessage({ id: 'site.name' });
  }, [lang, intl]);
}
