import { useEffect } from 'react';
import { useIntl } from 'react-intl';

function setDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * The document's title ("Loans — SSB") and description while the page is shown. The shell
 * writes its defaults in its own effects, so the page's values are written after them
 * (next task) and the shell's are put back when the page goes.
 */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  const intl = useIntl();
  const site = intl.formatMessage({ id: 'ui.siteName' });
  useEffect(() => {
    if (!title) return undefined;
    const before = { title: document.title, description: document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content };
    const apply = () => {
      document.title = `${title} — ${site}`;
      if (description) setDescription(description);
    };
    apply();
    const timer = window.setTimeout(apply, 0);
    return () => {
      window.clearTimeout(timer);
      document.title = before.title;
      if (before.description !== undefined) setDescription(before.description);
    };
  }, [title, description, site]);
}
