/**
 * Newsletter subscription (POST /api/message/), embedded by the shell's footer. The API answers
 * the same for every address and mails a confirmation link (double opt-in): the box says to
 * check the e-mail, never whether the address was subscribed before.
 */
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAlerts, useApi, useLang, type NewsletterBoxProps } from '@ssb/contracts';
import { Button } from '@ssb/ui-kit';
import { subscribeNewsletter } from '@ssb/api-client';
import { PrivacyLink } from '../consent';

/** How long the confirmation stays (the specification's 3 s); the toast says it too. */
const DONE_VISIBLE_MS = 3000;

const schema = yup.object({ email: yup.string().trim().required('error.required').email('error.email') });

export function NewsletterBox({ variant = 'card' }: NewsletterBoxProps) {
  const intl = useIntl();
  const api = useApi();
  const lang = useLang();
  const { show } = useAlerts();
  const id = useId();
  // An object per success, so a second subscription within 3 s starts its own 3 s.
  const [done, setDone] = useState<{ text: string } | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<{ email: string }>({ resolver: yupResolver(schema) });
  const err = formState.errors.email;
  // The confirmation is a passing status, not a state of the box: it goes after 3 s.
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => setDone(null), DONE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await subscribeNewsletter(api, lang, email.trim());
      const msg = intl.formatMessage({ id: 'newsletter.done' });
      // Stored: empty the field for the next address. Here rather than on isSubmitSuccessful, which
      // is true after a failed request too (this function catches it); a failure keeps the address.
      reset({ email: '' });
      setDone({ text: msg });
      show('success', msg);
    } catch (e) {
      const data = (e as { response?: { data?: { message?: string } } }).response?.data;
      const msg = data?.message ?? intl.formatMessage({ id: 'error.network' });
      // An earlier success no longer describes this address.
      setDone(null);
      setError('email', { type: 'server', message: msg });
      show('error', msg);
    }
  };

  return (
    <Box
      $dark={variant === 'footer'}
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      aria-label={intl.formatMessage({ id: 'newsletter.title' })}
    >
      {/* The footer brings its own heading. */}
      {variant === 'card' && (
        <h3>
          <FormattedMessage id="newsletter.title" />
        </h3>
      )}
      <label htmlFor={`${id}-e`}>
        <FormattedMessage id="field.email" />
      </label>
      <Row>
        <input
          id={`${id}-e`}
          type="email"
          autoComplete="email"
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-err ${id}-consent` : `${id}-consent`}
          {...register('email')}
        />
        <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
          <FormattedMessage id="newsletter.submit" />
        </Button>
      </Row>
      {/* Pressing the button is the consent: said beside it, with the policy a tap away. */}
      <Consent id={`${id}-consent`}>
        <FormattedMessage id="consent.newsletter" values={{ a: (text) => <PrivacyLink>{text}</PrivacyLink> }} />
      </Consent>
      {err?.message && (
        <span id={`${id}-err`} role="alert">
          {err.type === 'server' ? err.message : intl.formatMessage({ id: err.message })}
        </span>
      )}
      {done && <p role="status">{done.text}</p>}
    </Box>
  );
}

const Box = styled.form<{ $dark: boolean }>`
  display: grid;
  gap: ${(p) => p.theme.space[1]}px;
  color: ${(p) => (p.$dark ? p.theme.colors.onPrimary : p.theme.colors.text)};
  h3 {
    margin: 0;
  }
  input {
    font: inherit;
    /* 16 px whatever the footer's text: smaller, a phone's browser zooms in on focus. */
    font-size: ${(p) => p.theme.type.body.size}px;
    min-height: ${(p) => p.theme.touchTarget}px;
    padding: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[2]}px;
    border-radius: ${(p) => p.theme.radius.control}px;
    border: 1px solid ${(p) => p.theme.colors.divider};
    flex: 1;
    min-width: 0;
  }
`;
const Consent = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.type.small.size}px;
  line-height: ${(p) => p.theme.type.small.line}px;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[1]}px;
`;
