/** The required consent to the processing of personal data of an application or a complaint. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PrivacyLink } from './PrivacyLink';

interface ConsentFieldProps {
  id: string;
  registration: UseFormRegisterReturn<'consent'>;
  /** The message to show (already in words), or undefined. */
  error: string | undefined;
}

export function ConsentField({ id, registration, error }: ConsentFieldProps) {
  return (
    <Box>
      <input
        id={id}
        type="checkbox"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        {...registration}
      />
      <div>
        <label htmlFor={id}>
          <FormattedMessage id="consent.label" /> *
        </label>{' '}
        <PrivacyLink>
          <FormattedMessage id="consent.policy" />
        </PrivacyLink>
        {error && (
          <Err id={`${id}-err`} role="alert">
            {error}
          </Err>
        )}
      </div>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => p.theme.space[1]}px;
  align-items: start;
  input {
    /* A target of at least 24 px; the label beside it is part of the target. */
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  label {
    cursor: pointer;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
const Err = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.error};
  font-size: ${(p) => p.theme.type.small.size}px;
`;
