/** After sending: thanks, the reference to quote, what was asked for (a credit), what happens next. */
import { forwardRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSetAtom } from 'jotai';
import { applicationRequestAtom, localizePath, useLang } from '@ssb/contracts';
import { Button, formatMoney } from '@ssb/ui-kit';
import { plainAmount, type FormValues } from './schema';

export interface Sent {
  /** The reference the visitor can quote, or null if the answer carried no id. */
  reference: string | null;
  /** The catalog id of what happens next. */
  next: string;
  /** A credit application's sum, term, city and purpose, as sent. */
  credit: Pick<FormValues, 'amount' | 'months' | 'city' | 'purpose'> | null;
}

export const SentView = forwardRef<HTMLDivElement, { sent: Sent; onAgain: () => void }>(function SentView({ sent, onAgain }, ref) {
  const intl = useIntl();
  const lang = useLang();
  const closeDialog = useSetAtom(applicationRequestAtom);
  const { credit } = sent;
  return (
    <Done role="status" tabIndex={-1} ref={ref}>
      <p>
        <FormattedMessage id="form.sent" />
      </p>
      {(sent.reference || credit) && (
        <Facts>
          {sent.reference && (
            <div>
              <dt>
                <FormattedMessage id="form.reference" />
              </dt>
              {/* A code, not words: page translators leave it as it is. */}
              <Reference translate="no">{sent.reference}</Reference>
            </div>
          )}
          {credit?.amount && (
            <div>
              <dt>
                <FormattedMessage id="field.amount" />
              </dt>
              <dd>{formatMoney(Number(plainAmount(credit.amount)), 'TJS', lang)}</dd>
            </div>
          )}
          {credit?.months && (
            <div>
              <dt>
                <FormattedMessage id="field.months" />
              </dt>
              <dd>
                <FormattedMessage id="form.monthsValue" values={{ count: Number(credit.months) }} />
              </dd>
            </div>
          )}
          {credit?.city && (
            <div>
              <dt>
                <FormattedMessage id="field.city" />
              </dt>
              <dd>{credit.city}</dd>
            </div>
          )}
          {credit?.purpose && (
            <div>
              <dt>
                <FormattedMessage id="field.purpose" />
              </dt>
              <dd>{intl.formatMessage({ id: `purpose.${credit.purpose}` })}</dd>
            </div>
          )}
        </Facts>
      )}
      <p>
        <FormattedMessage id={sent.next} />
      </p>
      {sent.reference && (
        // The reference goes in the router's state, never the address; the application dialog, if any, closes.
        <Link to={localizePath('/application-status', lang)} state={{ reference: sent.reference }} onClick={() => closeDialog(null)}>
          <FormattedMessage id="form.track" />
        </Link>
      )}
      <Button onClick={onAgain}>
        <FormattedMessage id="form.again" />
      </Button>
    </Done>
  );
});

const Done = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[3]}px;
  justify-items: start;
  p {
    margin: 0;
  }
`;
const Facts = styled.dl`
  display: grid;
  gap: ${(p) => p.theme.space[1]}px;
  margin: 0;
  dt {
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  dd {
    margin: 0;
  }
`;
const Reference = styled.dd`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: ${(p) => p.theme.type.lead.size}px;
  line-height: ${(p) => p.theme.type.lead.line}px;
  /* One click or tap selects the whole reference, to copy it. */
  user-select: all;
`;
