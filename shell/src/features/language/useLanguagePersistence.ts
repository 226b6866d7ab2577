import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLang } from '@ssb/contracts';
import { saveLang } from './languageStorage';

/**
 * On every route change the language of the path (the source of truth for what is shown) is
 * saved again, so storage and cookie never disagree with the page.
 */
export function useLanguagePersistence(): void {
  const lang = useLang();
  const { pathname } = useLocation();
  useEffect(() => {
    saveLang(lang);
  }, [lang, pathname]);
}
