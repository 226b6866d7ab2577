/** An accessible modal: labelled, focus kept inside (Tab wraps), Esc and backdrop close, focus returns. */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => before?.focus?.();
  }, []);

  // Esc closes even when focus left the box (e.g. the pressed button was replaced by a message).
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const onDocKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) closeRef.current();
    };
    document.addEventListener('keydown', onDocKey);
    return () => document.removeEventListener('keydown', onDocKey);
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const items = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <Backdrop data-testid="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label={intl.formatMessage({ id: 'dialog.close' })} onClick={onClose}>
            ×
          </Close>
        </Head>
        {children}
      </Box>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layers.dialog};
  background: rgba(0, 0, 0, 0.5);
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.space[3]}px;
`;
const Box = styled.div`
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.dialog}px;
  padding: ${(p) => p.theme.space[4]}px;
  width: min(560px, 100%);
  max-height: 90vh;
  overflow: auto;
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: ${(p) => p.theme.space[2]}px;
  h2 {
    margin: 0 0 ${(p) => p.theme.space[3]}px;
    font-size: ${(p) => p.theme.type.h2.size}px;
  }
`;
const Close = styled.button`
  border: 0;
  background: none;
  font-size: 28px;
  line-height: 1;
  cursor: pointer;
  min-width: 44px;
  min-height: 44px;
`;
