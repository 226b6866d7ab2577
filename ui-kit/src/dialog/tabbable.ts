/**
 * What Tab reaches inside an element, in document order: every kind the browser focuses
 * (`summary`, `[contenteditable]` and `iframe` included), less what is disabled, taken out of the
 * order (`tabindex="-1"`), inert, hidden or not drawn.
 */
const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'details > summary:first-of-type',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[inert], [hidden]') &&
      // Not drawn (display: none, visibility: hidden, a closed <details>); jsdom draws nothing and lacks it.
      (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })),
  );
}
