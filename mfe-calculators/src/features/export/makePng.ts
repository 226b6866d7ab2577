/** Loaded on demand (its own chunk): html2canvas comes only when a PNG is asked for. */
export async function makeSchedulePng(area: HTMLElement, heading: string, onProgress: (fraction: number) => void): Promise<Blob> {
  onProgress(0.05);
  const { default: html2canvas } = await import(/* webpackChunkName: "html2canvas" */ 'html2canvas');
  onProgress(0.35);
  const canvas = await html2canvas(area, {
    backgroundColor: '#ffffff',
    scale: 2,
    logging: false,
    // Buttons, the progress and the scroll cue are not part of the picture.
    ignoreElements: (el) => el instanceof HTMLElement && (el.dataset.exportIgnore === 'true' || el.dataset.scrollCue === 'true'),
    onclone: (doc, clone) => {
      // The dialog's title is outside the area: the picture gets it as its first line.
      const title = doc.createElement('h2');
      title.textContent = heading;
      title.style.margin = '0';
      title.style.fontSize = '20px';
      clone.prepend(title);
      wholeTable(clone);
    },
  });
  onProgress(0.85);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG: the canvas gave no image');
  onProgress(1);
  return blob;
}

/**
 * The picture always shows the table, whole: not a phone's cards, not the box's scrolled
 * window, and as wide as the table needs.
 */
function wholeTable(clone: HTMLElement) {
  clone.querySelectorAll<HTMLElement>('[data-layout="cards"]').forEach((el) => (el.style.display = 'none'));
  clone.querySelectorAll<HTMLElement>('[data-layout="table"]').forEach((el) => (el.style.display = 'block'));
  clone.querySelectorAll<HTMLElement>('[data-table-scroll]').forEach((el) => {
    el.style.maxHeight = 'none';
    el.style.overflow = 'visible';
  });
  clone.style.maxHeight = 'none';
  clone.style.overflow = 'visible';
  // A sticky head would stay where the dialog's scroll left it, in the middle of the picture.
  const unstick = clone.ownerDocument.createElement('style');
  unstick.textContent = '[data-table-scroll] th, [data-table-scroll] td { position: static !important; }';
  clone.append(unstick);
  // Laid out in html2canvas's frame: a table wider than the area widens the picture.
  const extra = clone.scrollWidth - clone.clientWidth;
  if (extra > 0) {
    clone.style.boxSizing = 'border-box';
    clone.style.width = `${clone.offsetWidth + extra}px`;
  }
}
