import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The focusable elements of a container, in tab order (hidden ones are skipped). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden]') && !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export interface FocusTrapOptions {
  /** Called on Escape. */
  onEscape: () => void;
  /** What to focus first; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * While `active`: focus moves into the container, Tab and Shift+Tab cycle inside it, Escape
 * calls onEscape. When it ends, focus goes back to what had it before (the opener).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, { onEscape, initialFocus }: FocusTrapOptions): void {
  // The latest callback, so a new function on each render does not restart the trap.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusableIn(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      // Bubble phase: a listbox inside (the language list) handles its own Escape first.
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Back to the opener, unless focus was moved on purpose to something still on the page.
      if (opener?.isConnected && (root.contains(document.activeElement) || document.activeElement === document.body)) opener.focus();
    };
  }, [active, container, initialFocus]);
}
