/**
 * "Preview on the site": the API seals a short-lived preview of the change, and a form posts it
 * to the public site in a new tab (the seal goes in the body, never in a URL, a history or a
 * log). The site keeps it in that browser's cookie and shows the change there, with a banner,
 * to that browser alone. Shown to the author and to approvers while the change is under review.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@ssb/ui-kit';
import type { SessionInfo } from '../../api';
import { Notice } from '../../parts/ui';
import { refusalText } from '../errorText';
import { previewChange } from '../api';
import { useLabel } from '../schemaForm/useLabel';
import type { ChangeDetail } from '../types';

const PREVIEWABLE = ['draft', 'submitted', 'returned', 'edited'];

/** The site's address of a path in the staff member's language (Tajik has no prefix). */
const inLanguage = (path: string, lang: SessionInfo['lang']) => (lang === 'tj' ? path : `/${lang}${path === '/' ? '' : path}`);

function post(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

export function PreviewOnSite({ change, session }: { change: ChangeDetail; session: SessionInfo }) {
  const intl = useIntl();
  const labelOf = useLabel();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { siteOrigin } = session;
  if (!siteOrigin || change.action !== 'publish' || change.kind === 'rates' || !PREVIEWABLE.includes(change.state)) return null;
  const open = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { token, path } = await previewChange(change.id);
      post(`${siteOrigin}/_content/preview`, { token, return: inLanguage(path, session.lang), lang: session.lang });
    } catch (error) {
      setProblem(refusalText(intl, error, labelOf));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => void open()} aria-describedby="preview-hint">
          <FormattedMessage id="studio.preview.open" />
        </Button>{' '}
        <span id="preview-hint">
          <FormattedMessage id="studio.preview.hint" />
        </span>
      </p>
      {problem && (
        <Notice $error role="alert">
          {problem}
        </Notice>
      )}
    </>
  );
}
