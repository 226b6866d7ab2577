/**
 * A change beside what holds now, per language (texts word by word, figures old → new), with
 * Approve (not for its author; the API's four-eyes refusal is shown too) and Return with a comment
 * (required).
 */
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@ssb/ui-kit';
import type { SessionInfo } from '../../api';
import { Actions, Field, formatTime, Notice, Section } from '../../parts/ui';
import { approveChange, returnChange } from '../api';
import { DiffView } from '../diff/DiffView';
import { refusalText } from '../errorText';
import { ErrorText } from '../schemaForm/SchemaForm';
import { BODY_LANGS, type ChangeDetail, type JsonValue, type RateFigures } from '../types';

const ratesByCurrency = (rates: RateFigures[]): JsonValue =>
  Object.fromEntries(rates.map((r) => [r.currency, { nbt: r.nbt, buy: r.buy, sell: r.sell }]));

/** What holds now and what the change makes of it, by language (or the rates as one). */
export function ChangeDiff({ change }: { change: ChangeDetail }) {
  const intl = useIntl();
  const current = change.current;
  const proposed = change.proposed;
  if (change.kind === 'rates') {
    const before = current && 'rates' in current ? ratesByCurrency(current.rates) : undefined;
    const after = proposed && 'rates' in proposed ? ratesByCurrency(proposed.rates) : undefined;
    return <DiffView before={before} after={after} label={intl.formatMessage({ id: 'field.rates' })} />;
  }
  // A revert's outcome is the version before the publication it undoes: its history shows both.
  if (change.action === 'revert')
    return (
      <p>
        <FormattedMessage id="studio.editor.revertSummary" values={{ item: change.item ?? '', publication: change.reverts ?? '' }} />{' '}
        <Link to={`/content/${change.kind}/${change.item ?? ''}/history`}>
          <FormattedMessage id="studio.items.history" />
        </Link>
      </p>
    );
  const docs = current && 'docs' in current ? current.docs : null;
  const next = proposed && 'docs' in proposed ? proposed.docs : null;
  return (
    <>
      {!docs && change.action === 'publish' && (
        <p>
          <FormattedMessage id="studio.review.newItem" />
        </p>
      )}
      {BODY_LANGS.map((lang) => {
        const label = intl.formatMessage({ id: 'studio.review.lang' }, { lang: intl.formatMessage({ id: `studio.lang.${lang}` }) });
        return (
          <Section key={lang} aria-label={label}>
            <h2>{label}</h2>
            <DiffView before={docs?.[lang]} after={change.action === 'publish' ? next?.[lang] : undefined} label={label} />
          </Section>
        );
      })}
    </>
  );
}

export function ReviewPanel({ change, session, onDone }: { change: ChangeDetail; session: SessionInfo; onDone: () => void }) {
  const intl = useIntl();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const own = change.author.sub === session.sub;

  const act = async (what: 'approve' | 'return') => {
    if (what === 'return' && comment.trim() === '') {
      setCommentError(true);
      commentRef.current?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      if (what === 'approve') {
        const done = await approveChange(change.id);
        const later = done.publication?.scheduled ? done.publication.effectiveAt : null;
        setNotice({
          text: later
            ? intl.formatMessage({ id: 'studio.review.approvedLater' }, { date: formatTime(later, intl.locale) })
            : intl.formatMessage({ id: 'studio.review.approved' }),
          error: false,
        });
      } else {
        await returnChange(change.id, comment.trim());
        setNotice({ text: intl.formatMessage({ id: 'studio.review.returnedDone' }), error: false });
      }
      onDone();
    } catch (error) {
      setNotice({ text: refusalText(intl, error), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <FormattedMessage
          id="studio.review.by"
          values={{ name: change.author.name, date: formatTime(change.submittedAt ?? change.updatedAt, intl.locale) }}
        />
      </p>
      {change.problem && (
        <Notice $error role="alert">
          <FormattedMessage id="studio.review.problem" values={{ message: change.problem.message }} />
        </Notice>
      )}
      <ChangeDiff change={change} />
      <Section aria-labelledby="review-decision">
        <h2 id="review-decision">
          <FormattedMessage id="studio.review.approve" />
        </h2>
        {notice && (
          <Notice $error={notice.error} role={notice.error ? 'alert' : 'status'}>
            {notice.text}
          </Notice>
        )}
        {own ? (
          <p>
            <FormattedMessage id="studio.review.ownChange" />
          </p>
        ) : (
          <Actions>
            <Button type="button" disabled={busy} onClick={() => void act('approve')}>
              <FormattedMessage id="studio.review.approve" />
            </Button>
          </Actions>
        )}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void act('return');
          }}
        >
          <Field id="review-comment" label="studio.review.comment" hint="studio.review.commentHint">
            <textarea
              id="review-comment"
              ref={commentRef}
              value={comment}
              maxLength={2000}
              required
              onChange={(e) => {
                setComment(e.target.value);
                setCommentError(false);
              }}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={`review-comment-hint${commentError ? ' review-comment-error' : ''}`}
            />
          </Field>
          {commentError && (
            <ErrorText id="review-comment-error">
              <FormattedMessage id="studio.review.commentRequired" />
            </ErrorText>
          )}
          <Actions>
            <Button type="submit" variant="secondary" disabled={busy}>
              <FormattedMessage id="studio.review.return" />
            </Button>
          </Actions>
        </form>
      </Section>
    </>
  );
}
