import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ALERT_CLEAR_MS, alertAtom, media, type AlertType } from '@ssb/contracts';

const palette = (type: AlertType) =>
  ({
    loading: { bg: '#E8F1FB', fg: '#0B4F91', icon: '⏳' },
    info: { bg: '#E8F1FB', fg: '#0B4F91', icon: 'ℹ' },
    success: { bg: '#E6F4EA', fg: '#1B5E20', icon: '✓' },
    error: { bg: '#FCE8E6', fg: '#8C1D18', icon: '!' },
  })[type];

const Box = styled.div<{ $type: AlertType }>`
  position: fixed;
  right: ${({ theme }) => theme.space[4]}px;
  bottom: ${({ theme }) => theme.space[4]}px;
  z-index: 1000;
  max-width: 420px;
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.card}px;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
  background: ${({ $type }) => palette($type).bg};
  color: ${({ $type }) => palette($type).fg};
  ${media.mobile} {
    left: ${({ theme }) => theme.space[3]}px;
    right: ${({ theme }) => theme.space[3]}px;
    bottom: 72px;
    max-width: none;
  }
  button {
    margin-left: auto;
    background: none;
    border: 0;
    color: inherit;
    font: inherit;
    cursor: pointer;
    min-width: 32px;
    min-height: 32px;
  }
`;

/** The one toast of the site: shows the alert bus; success and error clear after 2 s. */
export function Toast() {
  const [alert, setAlert] = useAtom(alertAtom);
  const intl = useIntl();

  useEffect(() => {
    if (!alert || alert.type === 'loading' || alert.type === 'info') return undefined;
    const timer = window.setTimeout(() => setAlert(null), ALERT_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [alert, setAlert]);

  return (
    // The live region stays in the page so screen readers announce each new alert.
    <div aria-live={alert?.type === 'error' ? 'assertive' : 'polite'} role="status">
      {alert && (
        <Box $type={alert.type} data-testid="toast" data-type={alert.type}>
          <span aria-hidden="true">{palette(alert.type).icon}</span>
          <span>{alert.msg}</span>
          {alert.type !== 'loading' && (
            <button type="button" onClick={() => setAlert(null)} aria-label={intl.formatMessage({ id: 'alert.close' })}>
              ×
            </button>
          )}
        </Box>
      )}
    </div>
  );
}
