/** Loaded on demand (its own chunk): html2canvas comes only when a PNG is asked for. */
export async function makeSchedulePng(area: HTMLElement, heading: string, onProgress: (fraction: number) => void): Promise<Blob> {
  onProgress(0.05);
  const { default: html2canvas } = await import(/* webpackChunkName: "html2canvas" */ 'html2canvas');
  onProgress(0.35);
  // On a phone the table scrolls sideways: the picture is made as wide as the whole table.
  const scroller = area.querySelector<HTMLElement>('[data-export-scroll]');
  const extra = scroller ? Math.max(0, scroller.scrollWidth - scroller.clientWidth) : 0;
  const canvas = await html2canvas(area, {
    backgroundColor: '#ffffff',
    scale: 2,
    logging: false,
    // Buttons and the progress are not part of the picture.
    ignoreElements: (el) => el instanceof HTMLElement && el.dataset.exportIgnore === 'true',
    // The whole table, not just its scrolled window.
    onclone: (doc, clone) => {
      // The dialog's title is outside the area: the picture gets it as its first line.
      const title = doc.createElement('h2');
      title.textContent = heading;
      title.style.margin = '0';
      title.style.fontSize = '20px';
      clone.prepend(title);
      clone.querySelectorAll<HTMLElement>('[data-export-scroll]').forEach((el) => {
        el.style.maxHeight = 'none';
        el.style.overflow = 'visible';
      });
      if (extra > 0) clone.style.width = `${area.clientWidth + extra}px`;
      clone.style.maxHeight = 'none';
      clone.style.overflow = 'visible';
    },
  });
  onProgress(0.85);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG: the canvas gave no image');
  onProgress(1);
  return blob;
}
