import type { ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { localeOf, parseLocalizedPath } from '@ssb/contracts';
import { ErrorBoundary } from '@ssb/ui-kit';
import { SHELL_CATALOGS } from '../../i18n/catalogs';

const Box = styled.div`
  max-width: 560px;
  margin: 15vh auto 0;
  padding: ${({ theme }) => theme.space[5]}px;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.type.h2.size}px;
    line-height: ${({ theme }) => theme.type.h2.line}px;
  }
  button {
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[4]}px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * The last line of defence: when the frame itself fails to render, a plain message in the
 * visitor's language with a reload button. It needs no provider that might be what failed.
 */
export function FrameErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { lang } = parseLocalizedPath(pathname);
  return (
    <ErrorBoundary
      onError={(error) => console.error('[shell] the frame failed to render', error)}
      fallback={() => {
        // Its own formatter, made only on failure (the provider may be what failed); the
        // catalogs arrive parsed, so they are formatted, not read as strings.
        const intl = createIntl({ locale: localeOf(lang).iso, messages: SHELL_CATALOGS[lang] });
        return (
          <Box role="alert" data-testid="frame-error">
            <h1>{intl.formatMessage({ id: 'error.title' })}</h1>
            <p>{intl.formatMessage({ id: 'error.text' })}</p>
            <button type="button" onClick={() => window.location.reload()}>
              {intl.formatMessage({ id: 'error.reload' })}
            </button>
          </Box>
        );
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
