/**
 * jsdom has `<dialog>` but neither `showModal()` nor `close()`: the least of them that the site's
 * modals call, for tests. What a modal dialog does beyond that (focus kept inside, the page
 * behind inert, the top layer) is the browser's, and the end-to-end suite covers it.
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export {};
