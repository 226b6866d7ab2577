import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizePath, useLang } from '@ssb/contracts';

/** The localised results page of a query: /search?q=…, /ru/search?q=…, /en/search?q=… */
function searchHref(query: string, lang: Parameters<typeof localizePath>[1]): string {
  return `${localizePath('/search', lang)}?${new URLSearchParams({ q: query }).toString()}`;
}

/** Goes to the results of a query; returns false (and stays) for an empty one. */
export function useSearchNavigate(): (query: string) => boolean {
  const lang = useLang();
  const navigate = useNavigate();
  return useCallback(
    (query: string) => {
      const q = query.trim();
      if (!q) return false;
      navigate(searchHref(q, lang));
      return true;
    },
    [lang, navigate],
  );
}
