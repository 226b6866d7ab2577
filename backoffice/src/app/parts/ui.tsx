/** The back office's own building blocks, on the bank's design tokens (the UI kit's theme). */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@ssb/ui-kit';
import type { CatalogKey } from '../../shared/i18n';

export const Section = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.card}px;
  padding: ${({ theme }) => theme.space[4]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  h2 {
    font-size: ${({ theme }) => theme.type.h3.size}px;
    line-height: ${({ theme }) => theme.type.h3.line}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
  }
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0]}px;
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.type.small.size}px;
  }
  input,
  select,
  textarea {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget}px;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.textSubtle};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    min-height: 88px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A labelled control; `hint` is tied to it by aria-describedby. */
export function Field({ id, label, hint, children }: { id: string; label: CatalogKey; hint?: CatalogKey; children: ReactNode }) {
  return (
    <FieldBox>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {children}
      {hint && (
        <small id={`${id}-hint`}>
          <FormattedMessage id={hint} />
        </small>
      )}
    </FieldBox>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

/** A table that scrolls sideways on a phone, inside a labelled region a keyboard can reach. */
const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.type.small.size}px;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    vertical-align: top;
  }
  th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.background};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    display: inline-block;
    min-height: 24px;
  }
`;

export function TableRegion({ label, children }: { label: CatalogKey; children: ReactNode }) {
  const intl = useIntl();
  return (
    // A region the keyboard reaches, so a wide table can be scrolled without a mouse.
    <Scroll role="region" aria-label={intl.formatMessage({ id: label })} tabIndex={0}>
      {children}
    </Scroll>
  );
}

export const Badge = styled.span<{ $tone?: 'muted' | 'error' | 'success' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radius.control}px;
  font-size: ${({ theme }) => theme.type.caption.size}px;
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorSoft : $tone === 'success' ? theme.colors.successSoft : theme.colors.background)};
  // Green text on the pale green is 4.46:1, short of AA for small text: the success badge is in body text colour.
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.text : theme.colors.textMuted)};
  margin-left: ${({ theme }) => theme.space[0]}px;
`;

export const Notice = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space[2]}px 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.success)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Loads `load` on mount and whenever `key` changes: its data, its error, and a retry. */
export function useLoad<T>(load: () => Promise<T>, key: string): { data: T | null; error: unknown; reload: () => void } {
  const [state, setState] = useState<{ data: T | null; error: unknown; key: string; tick: number }>({ data: null, error: null, key: '', tick: 0 });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data, error: null, key, tick }),
      (error: unknown) => live && setState({ data: null, error, key, tick }),
    );
    return () => {
      live = false;
    };
    // `load` changes with every render; `key` and `tick` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  // A reload keeps what is shown until the new answer comes: nothing jumps, a form keeps its notice.
  const current = state.key === key;
  return { data: current ? state.data : null, error: current ? state.error : null, reload };
}

/** What a page shows while it loads, or when it could not. */
export function Loading({ error, retry }: { error: unknown; retry: () => void }) {
  if (!error)
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  return (
    <div role="alert">
      <p>
        <FormattedMessage id="app.loadError" />
      </p>
      <Button variant="secondary" onClick={retry}>
        <FormattedMessage id="app.retry" />
      </Button>
    </div>
  );
}

export const formatTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dushanbe' }).format(new Date(iso));
