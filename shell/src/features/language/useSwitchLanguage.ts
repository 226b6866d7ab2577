import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizePath, parseLocalizedPath, useLang, type LangCode } from '@ssb/contracts';
import { saveLang } from './languageStorage';

/**
 * Switches to another language: stores it, then goes to the same page in that language with
 * the query kept. Choosing the language already shown does nothing.
 */
export function useSwitchLanguage(): (next: LangCode) => void {
  const current = useLang();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (next: LangCode) => {
      if (!next || next === current) return;
      saveLang(next);
      navigate({ pathname: localizePath(parseLocalizedPath(pathname).path, next), search, hash });
    },
    [current, navigate, pathname, search, hash],
  );
}
