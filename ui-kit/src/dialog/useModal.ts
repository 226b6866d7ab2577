import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { tabbableIn } from './tabbable';
import { useScrollLock } from './useScrollLock';

/**
 * Tab past the last control goes back to the first, Shift+Tab before the first to the last: the
 * page behind is inert, but without this Tab would leave for the browser's own toolbar, and a
 * keyboard user would have to find the way back in.
 */
function wrapTab(box: HTMLDialogElement, event: KeyboardEvent): void {
  const order = tabbableIn(box);
  const first = order[0];
  const last = order[order.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || !box.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalOptions {
  /** What takes focus when it opens (its close button, a search field). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The other keys pressed inside it (a lightbox's arrows). */
  onKey?: (event: KeyboardEvent) => void;
}

/**
 * What makes a `<dialog>` the site's modal, for every one of them: it opens with `showModal()`,
 * so the browser makes the rest of the page inert (every focusable kind, `summary`,
 * `[contenteditable]` and `iframe` included); Tab wraps at its ends; Escape (and a phone's back gesture)
 * calls `onClose`, which unmounts it; focus goes back to the opener; the page does not scroll.
 * The dialog is open while it is mounted: render it only when it should show.
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void, { initialFocus, onKey }: ModalOptions = {}): void {
  useScrollLock(true);
  // The latest callbacks, so a new function on each render does not reopen the dialog.
  const latest = useRef({ onClose, onKey });
  useEffect(() => {
    latest.current = { onClose, onKey };
  }, [onClose, onKey]);

  // Before paint: the dialog never shows closed, and closes while it is still in the document.
  useLayoutEffect(() => {
    const box = dialog.current;
    if (!box) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKeyDown = (event: KeyboardEvent) => {
      // Bubble phase: a listbox inside (the language list) handles its own Escape first.
      if (event.defaultPrevented) return;
      if (event.key === 'Tab') return wrapTab(box, event);
      if (event.key !== 'Escape') return latest.current.onKey?.(event);
      event.preventDefault(); // handled here: no close request follows
      latest.current.onClose();
    };
    // Escape while nothing inside has focus, a back gesture: the page decides, by unmounting.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    // A close the browser made anyway (it may refuse to cancel a repeated close request).
    const onClosed = () => latest.current.onClose();
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('cancel', onCancel);
    box.addEventListener('close', onClosed);
    if (!box.open) box.showModal();
    initialFocus?.current?.focus();
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('cancel', onCancel);
      box.removeEventListener('close', onClosed);
      const inside = box.contains(document.activeElement);
      box.close();
      // Back to the opener, unless focus was moved on purpose to something still on the page.
      if (opener?.isConnected && (inside || document.activeElement === document.body)) opener.focus();
    };
  }, [dialog, initialFocus]);
}

/**
 * Handlers for a modal's backdrop (an element that covers the viewport behind its panel) that
 * close only on a click that began and ended on it: a text selection dragged out of a form field
 * does not close the dialog.
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
