import { useId, useState, type FormEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSearchNavigate } from './useSearchNavigate';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: stretch;
  input {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.textSubtle};
    border-radius: ${({ theme }) => theme.radius.control}px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  button {
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[4]}px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * The search field (in the modal and in the mobile panel). Enter goes to the results page,
 * then the field is cleared and `onDone` closes what holds it.
 */
export function SearchForm({
  onDone,
  inputRef,
  testId,
  action,
}: {
  onDone: () => void;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
  /** The results page the form submits to before the app runs (a server-rendered page). */
  action?: string;
}) {
  const intl = useIntl();
  const go = useSearchNavigate();
  const [query, setQuery] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!go(query)) return;
    setQuery('');
    onDone();
  };
  return (
    <Form role="search" onSubmit={submit} data-testid={testId} action={action} method={action ? 'get' : undefined}>
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'search.label' })}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit">{intl.formatMessage({ id: 'search.submit' })}</button>
    </Form>
  );
}
