import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What makes a box modal, for every dialog of the site: focus moves into it, Tab and Shift+Tab
 * stay inside, Escape closes it (from anywhere on the page: the focused button may have been
 * replaced by a message), the page behind does not scroll, and focus goes back to the opener.
 * `onKey` gets the other keys (a lightbox's arrows).
 */
export function useModal(box: RefObject<HTMLElement | null>, onClose: () => void, onKey?: (event: KeyboardEvent) => void): void {
  const handlers = useRef({ onClose, onKey });
  useEffect(() => {
    handlers.current = { onClose, onKey };
  }, [onClose, onKey]);

  useEffect(() => {
    const root = box.current;
    if (!root) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const items = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    (items()[0] ?? root).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        handlers.current.onClose();
        return;
      }
      if (event.key !== 'Tab') {
        handlers.current.onKey?.(event);
        return;
      }
      const list = items();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [box]);
}

/**
 * Backdrop handlers that close only on a click that both began and ended on the backdrop: a
 * text selection started in a form field and released outside it does not close the dialog.
 */
export function useBackdropClose(onClose: () => void) {
  const pressed = useRef(false);
  return {
    onMouseDown: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      pressed.current = event.target === event.currentTarget;
    },
    onClick: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      if (pressed.current && event.target === event.currentTarget) onClose();
      pressed.current = false;
    },
  };
}
