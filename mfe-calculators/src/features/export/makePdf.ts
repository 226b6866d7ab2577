/** Loaded on demand (its own chunk): jsPDF and the font come only when a PDF is asked for. */
import type { ScheduleDocument } from '../../domain';
import { layoutSchedulePdf } from './pdfLayout';
import { loadPdfFont } from './pdfFont';

export async function makeSchedulePdf(
  doc: ScheduleDocument,
  labels: { page: (n: number, of: number) => string; made: string },
  onProgress: (fraction: number) => void,
): Promise<Blob> {
  onProgress(0.02);
  const [{ jsPDF }, font] = await Promise.all([import(/* webpackChunkName: "jspdf" */ 'jspdf'), loadPdfFont((f) => onProgress(0.05 + f * 0.55))]);
  onProgress(0.6);
  // Yield so the progress paints before the (synchronous) layout.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const blob = layoutSchedulePdf(jsPDF, font, doc, labels, (f) => onProgress(0.6 + f * 0.35));
  onProgress(1);
  return blob;
}
