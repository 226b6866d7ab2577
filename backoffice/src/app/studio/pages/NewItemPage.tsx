/** A new item of a kind, or an existing one changed: the editor, starting empty or from the item as it holds now. */
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '@ssb/ui-kit';
import type { Lang } from '../../../shared/pages';
import { Loading, useLoad } from '../../parts/ui';
import { loadForms, loadItems } from '../api';
import { useKindName } from '../useKindName';
import { Editor } from './Editor';

export function NewItemPage({ lang }: { lang: Lang }) {
  const { kind = '', item } = useParams();
  const kindName = useKindName();
  const forms = useLoad(loadForms, 'forms');
  const items = useLoad(() => (item ? loadItems(kind) : Promise.resolve([])), `${kind}|${item ?? ''}`);
  const form = forms.data?.find((f) => f.kind === kind);
  if (!forms.data || !items.data) return <Loading error={forms.error ?? items.error} retry={forms.error ? forms.reload : items.reload} />;
  const existing = item ? items.data.find((i) => i.item === item) : undefined;
  if (!form || (item && !existing)) return <Loading error={new Error('not found')} retry={items.reload} />;
  return (
    <>
      <p>
        <Link to={`/content/${kind}`}>
          <FormattedMessage id="studio.backToKind" values={{ kind: kindName(kind) }} />
        </Link>
      </p>
      <PageTitle>
        {existing ? (
          <FormattedMessage id="studio.editor.edit" values={{ kind: kindName(kind), title: existing.titles[lang] }} />
        ) : (
          <FormattedMessage id="studio.editor.new" values={{ kind: kindName(kind) }} />
        )}
      </PageTitle>
      <Editor form={form} item={item ?? null} change={null} start={existing?.current ?? null} onDone={() => undefined} />
    </>
  );
}
