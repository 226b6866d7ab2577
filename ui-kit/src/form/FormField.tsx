import type { ReactNode } from 'react';
import styled from 'styled-components';

/** What a field's control (an input, a select, a text area) takes from its field. */
export interface FormFieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** The control's id; the hint and the error are `${id}-hint` and `${id}-err`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message to show, already in words; none when the field is fine. */
  error?: ReactNode;
  /** Whether the control is marked invalid; by default, when there is an error. */
  invalid?: boolean;
  /**
   * `alert` (default): the error appears, as an alert, only while there is one. `reserved`: its
   * line is always there, one line high, so an error appearing moves nothing; it is read with the
   * control's description (the form focuses the first wrong field) rather than announced.
   */
  errorLine?: 'alert' | 'reserved';
  className?: string;
  /** Renders the control with the ids and states that tie it to its label, hint and error. */
  children: (control: FormFieldControl) => ReactNode;
}

/** A labelled form field: its label, its control, a hint under it and its error, wired for assistive technology. */
export function FormField({ id, label, hint, error, invalid = Boolean(error), errorLine = 'alert', className, children }: FormFieldProps) {
  const reserved = errorLine === 'reserved';
  const hasError = Boolean(error);
  const described = [hint ? `${id}-hint` : null, hasError || reserved ? `${id}-err` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field className={className}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': described })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {reserved ? (
        <ReservedError id={`${id}-err`}>{hasError ? error : ''}</ReservedError>
      ) : (
        hasError && (
          <ErrorText id={`${id}-err`} role="alert">
            {error}
          </ErrorText>
        )
      )}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[0]}px;
  label {
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  input,
  select,
  textarea {
    font: inherit;
    min-height: ${(p) => p.theme.touchTarget}px;
    padding: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[2]}px;
    border: 1px solid ${(p) => p.theme.colors.divider};
    border-radius: ${(p) => p.theme.radius.control}px;
    box-sizing: border-box;
  }
  [aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.error};
  }
`;
const Hint = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.type.small.size}px;
`;
const ErrorText = styled.span`
  color: ${(p) => p.theme.colors.error};
  font-size: ${(p) => p.theme.type.small.size}px;
`;
const ReservedError = styled(ErrorText)`
  line-height: ${(p) => p.theme.type.small.line}px;
  min-height: ${(p) => p.theme.type.small.line}px;
`;
