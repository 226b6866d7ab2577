/**
 * "Where is my application": the reference the site showed after sending and the phone given in
 * the form, sent by POST (neither is put in the address); the answer is said in a live region
 * that is always on the page, so a screen reader announces it, and that keeps its room, so
 * nothing below it moves when it fills.
 */
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useApi, useLang } from '@ssb/contracts';
import { fetchApplicationStatus, type ApplicationStatus } from '@ssb/api-client';
import { Button, FormField, formatLongDate } from '@ssb/ui-kit';

type Field = 'reference' | 'phone';
type Answer =
  { kind: 'found'; status: ApplicationStatus } | { kind: 'problem'; message: 'status.notFound' | 'status.tooMany' | 'status.failed' } | null;

/** What the visitor may type: 8 hex digits, spaces around allowed. */
const REFERENCE = /^\s*[0-9A-Fa-f]{8}\s*$/;
const PHONE = /^\s*\+?[\d\s\-()]+$/;

function problemOf(field: Field, value: string): string | null {
  if (value.trim() === '') return 'error.required';
  if (field === 'reference') return REFERENCE.test(value) ? null : 'status.error.reference';
  return PHONE.test(value) && (value.match(/\d/g) ?? []).length >= 9 ? null : 'error.phone';
}

/** A reference handed over by the sent view (router state, never the address). */
function referenceFromState(state: unknown): string | null {
  const reference = (state as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' && REFERENCE.test(reference) ? reference.trim() : null;
}

export function StatusForm() {
  const intl = useIntl();
  const api = useApi();
  const lang = useLang();
  const location = useLocation();
  const uid = useId();
  // The sent view's reference, ready to check: it comes by a navigation in the browser, where this
  // form mounts anew (the server, which knows no router state, renders it empty).
  const [values, setValues] = useState<Record<Field, string>>(() => ({ reference: referenceFromState(location.state) ?? '', phone: '' }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [answer, setAnswer] = useState<Answer>(null);
  const [busy, setBusy] = useState(false);
  const inputs = { reference: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null) };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['reference', 'phone'] as const) {
      const problem = problemOf(field, values[field]);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    const first = (['reference', 'phone'] as const).find((f) => found[f]);
    if (first) {
      setAnswer(null);
      inputs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const status = await fetchApplicationStatus(api, lang, { reference: values.reference.trim(), phone: values.phone.trim() });
      setAnswer({ kind: 'found', status });
    } catch (error) {
      const code = (error as { response?: { status?: number } }).response?.status;
      setAnswer({ kind: 'problem', message: code === 404 ? 'status.notFound' : code === 429 ? 'status.tooMany' : 'status.failed' });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, hint: string, input: InputHTMLAttributes<HTMLInputElement>) => {
    const error = errors[name];
    // The error's line is always there, one line high: an error appearing moves nothing.
    return (
      <Row id={`${uid}-${name}`} label={label} hint={hint} error={error && intl.formatMessage({ id: error })} errorLine="reserved">
        {(control) => (
          <input
            {...control}
            ref={inputs[name]}
            name={name}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            aria-required
            {...input}
          />
        )}
      </Row>
    );
  };

  return (
    <>
      <Form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={intl.formatMessage({ id: 'status.title' })}>
        {field('reference', intl.formatMessage({ id: 'form.reference' }), intl.formatMessage({ id: 'status.referenceHint' }), {
          type: 'text',
          autoComplete: 'off',
          autoCapitalize: 'characters',
          spellCheck: false,
          translate: 'no',
          maxLength: 20,
        })}
        {field('phone', intl.formatMessage({ id: 'field.phone' }), intl.formatMessage({ id: 'status.phoneHint' }), {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
          maxLength: 20,
        })}
        {/* Not disabled while checking (a disabled button would drop the focus): a second press waits. */}
        <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
          <FormattedMessage id={busy ? 'status.checking' : 'status.submit'} />
        </Button>
      </Form>
      <Result role="status" aria-live="polite" aria-atomic="true" data-testid="status-answer">
        {answer?.kind === 'found' && (
          <>
            <ResultTitle>
              <FormattedMessage id="status.result" values={{ reference: <span translate="no">{answer.status.reference}</span> }} />
            </ResultTitle>
            <Facts>
              <div>
                <dt>
                  <FormattedMessage id="status.label" />
                </dt>
                <dd>
                  <strong>
                    <FormattedMessage id={`status.value.${answer.status.status}`} />
                  </strong>
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="status.changed" />
                </dt>
                <dd>
                  <time dateTime={answer.status.statusChangedAt}>{formatLongDate(answer.status.statusChangedAt, lang)}</time>
                </dd>
              </div>
            </Facts>
            <p>
              <FormattedMessage id={`status.about.${answer.status.status}`} />
            </p>
            {answer.status.status === 'rejected' && answer.status.reason && (
              <p>
                <FormattedMessage id={`status.reason.${answer.status.reason}`} />
              </p>
            )}
          </>
        )}
        {answer?.kind === 'problem' && (
          <Problem>
            <FormattedMessage id={answer.message} />
          </Problem>
        )}
      </Result>
    </>
  );
}

const FIELD_MEASURE = '24rem';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space[2]}px;
  justify-items: start;
  margin: ${(p) => p.theme.space[3]}px 0;
`;
const Row = styled(FormField)`
  width: 100%;
  max-width: ${FIELD_MEASURE};
  input {
    width: 100%;
  }
`;
/** Room for the longest answer (a title, two facts, a sentence), so filling it moves nothing below. */
const Result = styled.div`
  min-height: 10rem;
  max-width: 40rem;
  p {
    margin: ${(p) => p.theme.space[1]}px 0 0;
  }
`;
const ResultTitle = styled.p`
  font-weight: ${(p) => p.theme.font.weight.medium};
`;
const Facts = styled.dl`
  display: grid;
  gap: ${(p) => p.theme.space[1]}px;
  margin: ${(p) => p.theme.space[1]}px 0 0;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[1]}px;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
`;
const Problem = styled.p`
  color: ${(p) => p.theme.colors.error};
`;
