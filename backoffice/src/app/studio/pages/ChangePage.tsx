/**
 * One change: its author edits it while it is theirs to edit (a draft, or returned with the
 * reviewer's comment); anyone else reviews it once submitted; otherwise it is shown as it stands.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '@ssb/ui-kit';
import type { SessionInfo } from '../../api';
import { formatTime, Loading, Notice, useLoad } from '../../parts/ui';
import { loadChange, loadForms } from '../api';
import { useKindName } from '../useKindName';
import { Editor } from './Editor';
import { ChangeDiff, ReviewPanel } from './ReviewPanel';
import { PreviewOnSite } from './PreviewOnSite';

const EDITABLE = ['draft', 'returned', 'edited'];

export function ChangePage({ session }: { session: SessionInfo }) {
  const { id = '' } = useParams();
  const intl = useIntl();
  const kindName = useKindName();
  const forms = useLoad(loadForms, 'forms');
  const loaded = useLoad(() => loadChange(id), id);
  const change = loaded.data;
  const form = forms.data?.find((f) => f.kind === change?.kind);
  if (!change || !forms.data) return <Loading error={loaded.error ?? forms.error} retry={loaded.error ? loaded.reload : forms.reload} />;
  const own = change.author.sub === session.sub;
  const editing = own && EDITABLE.includes(change.state) && form;
  return (
    <>
      <p>
        <Link to={change.kind === 'rates' ? '/content/rates' : `/content/${change.kind}`}>
          <FormattedMessage id="studio.backToKind" values={{ kind: kindName(change.kind) }} />
        </Link>
      </p>
      <PageTitle>
        {editing ? (
          <FormattedMessage id="studio.editor.change" values={{ kind: kindName(change.kind) }} />
        ) : (
          <FormattedMessage id="studio.review.title" values={{ kind: kindName(change.kind) }} />
        )}
      </PageTitle>
      <p role="status">
        <FormattedMessage
          id="studio.editor.state"
          values={{ state: intl.formatMessage({ id: `studio.state.${change.state}` }), name: change.author.name }}
        />
      </p>
      {change.reviewComment && change.state !== 'published' && (
        <Notice $error>
          <FormattedMessage id="studio.editor.returned" values={{ name: change.reviewer?.name ?? '', comment: change.reviewComment }} />
        </Notice>
      )}
      <PreviewOnSite change={change} session={session} />
      {editing ? (
        <Editor key={change.updatedAt} form={form} item={change.item} change={change} start={change.body} onDone={loaded.reload} />
      ) : change.state === 'submitted' ? (
        <ReviewPanel change={change} session={session} onDone={loaded.reload} />
      ) : change.state === 'published' ? (
        // Decided: what it changed is in the item's history (each version, and a diff of any two).
        <p role="status">
          <FormattedMessage
            id="studio.editor.publishedSummary"
            values={{
              name: change.reviewer?.name ?? change.author.name,
              date: formatTime(change.scheduledFor ?? change.publishedAt ?? change.updatedAt, intl.locale),
            }}
          />{' '}
          {change.kind !== 'rates' && change.item && (
            <Link to={`/content/${change.kind}/${change.item}/history`}>
              <FormattedMessage id="studio.items.history" />
            </Link>
          )}
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="studio.editor.readOnly" />
          </p>
          {change.state !== 'discarded' && <ChangeDiff change={change} />}
        </>
      )}
    </>
  );
}
