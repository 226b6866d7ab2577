import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { alertAtom, media, type AlertType } from '@ssb/contracts';
import { layers, shellColors, sizes, toastColors } from '../../app/shellStyle';

/** How long a success or an error stays; loading and info stay until replaced. */
const ALERT_CLEAR_MS = 2000;

const ICONS: Record<AlertType, string> = { loading: '⏳', info: 'ℹ', success: '✓', error: '!' };
const palette = (type: AlertType) => ({ ...toastColors[type], icon: ICONS[type] });

const Box = styled.div<{ $type: AlertType }>`
  position: fixed;
  right: ${({ theme }) => theme.space[4]}px;
  bottom: ${({ theme }) => theme.space[4]}px;
  z-index: ${layers.toast};
  max-width: 420px;
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.card}px;
  box-shadow: 0 4px 16px ${shellColors.shadow};
  background: ${({ $type }) => palette($type).bg};
  color: ${({ $type }) => palette($type).fg};
  ${media.mobile} {
    /* At the top, below the header's height: at the bottom it covered a form's buttons (a
       dialog's submit sits there on phones) and the bottom menu. */
    top: calc(${sizes.mobileHeaderHeight + 8}px + env(safe-area-inset-top, 0px));
    bottom: auto;
    left: ${({ theme }) => theme.space[3]}px;
    right: ${({ theme }) => theme.space[3]}px;
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

/**
 * The open modal <dialog>, if any. The browser shows it above the whole page (its top layer, where
 * no z-index reaches) and makes the rest of the page inert: a toast outside it would be hidden and
 * never announced, so it goes inside while one is open.
 */
function useOpenModal(): HTMLDialogElement | null {
  const [modal, setModal] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => setModal((Array.from(document.querySelectorAll('dialog[open]')).at(-1) as HTMLDialogElement | undefined) ?? null);
    // Dialogs open and close by their `open` attribute (the site's modals close before they go).
    const observer = new MutationObserver(find);
    observer.observe(document.documentElement, { subtree: true, attributeFilter: ['open'] });
    find();
    return () => observer.disconnect();
  }, []);
  return modal;
}

/**
 * The one toast of the site: shows the alert bus; success and error clear after 2 s. It is on the
 * theme's toast layer, and inside an open modal dialog, so a message raised from a dialog is seen.
 */
export function Toast() {
  const [alert, setAlert] = useAtom(alertAtom);
  const intl = useIntl();

  useEffect(() => {
    if (!alert || alert.type === 'loading' || alert.type === 'info') return undefined;
    const timer = window.setTimeout(() => setAlert(null), ALERT_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [alert, setAlert]);

  const modal = useOpenModal();
  const region = (
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
  return modal ? createPortal(region, modal) : region;
}
