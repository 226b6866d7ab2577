import { useEffect, useRef, type RefObject } from 'react';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';

/**
 * What makes a box modal, for every dialog of the site: the focus trap (focus moves in, Tab and
 * Shift+Tab stay inside, Escape closes it from anywhere on the page, focus goes back to the
 * opener) and the scroll lock. `onKey` gets the other keys (a lightbox's arrows).
 */
export function useModal(box: RefObject<HTMLElement | null>, onClose: () => void, onKey?: (event: KeyboardEvent) => void): void {
  useFocusTrap(box, true, { onEscape: onClose });
  useScrollLock(true);
  const keys = useRef(onKey);
  useEffect(() => {
    keys.current = onKey;
  }, [onKey]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' && event.key !== 'Escape') keys.current?.(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
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
