import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fillPageDataTemplate, localeOf, useSite, type PageDataDeclaration, type RemoteName } from '@ssb/contracts';
import { requestKey } from './requestKey';
import { useNotFoundControl } from './NotFoundState';

/**
 * After a navigation to a detail page (a pattern with parameters), watches the page's first
 * declared request: a 404 there makes the address the site's 404 page. `pageData` reads the
 * owner's declarations (its manifest); without it nothing is watched.
 */
export function useNotFoundProbe(
  owner: RemoteName,
  pattern: string,
  params: Record<string, string>,
  pageData: ((remote: RemoteName) => Promise<PageDataDeclaration>) | undefined,
): void {
  const { pathname } = useLocation();
  const { lang } = useSite();
  const { observer, markNotFound } = useNotFoundControl();
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (!observer || !pageData || !pattern.includes('/:')) return undefined;
    let stopped = false;
    let unwatch: () => void = () => undefined;
    pageData(owner).then(
      (declared) => {
        const template = declared[pattern]?.[0];
        const filled = template ? fillPageDataTemplate(template, JSON.parse(paramsKey) as Record<string, string>, localeOf(lang).languageId) : null;
        if (stopped || !filled) return;
        unwatch = observer.watch(requestKey(filled), () => markNotFound(pathname));
      },
      () => undefined, // no declarations: the remote's own message stays
    );
    return () => {
      stopped = true;
      unwatch();
    };
  }, [observer, pageData, owner, pattern, paramsKey, lang, pathname, markNotFound]);
}
