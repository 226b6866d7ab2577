import { useCallback, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useAlerts } from '@ssb/contracts';
import { formatDate } from '@ssb/ui-kit';
import type { ScheduleDocument } from '../../domain';
import { scheduleCsvBlob } from './csv';
import { saveFile } from './saveFile';

export type ExportFormat = 'pdf' | 'png' | 'csv';

export interface ExportState {
  format: ExportFormat;
  /** 0..1 */
  progress: number;
}

/**
 * Makes and downloads a schedule file. jsPDF and html2canvas are imported only here, on
 * demand, so they are never part of the page's first JavaScript. A failure is logged and
 * shown as an error alert; the page goes on.
 */
export function useExport(doc: ScheduleDocument | null, area: RefObject<HTMLElement | null>) {
  const intl = useIntl();
  const { show } = useAlerts();
  const [state, setState] = useState<ExportState | null>(null);
  const busy = useRef(false);

  const run = useCallback(
    async (format: ExportFormat) => {
      if (!doc || busy.current) return;
      busy.current = true;
      const progress = (fraction: number) => setState({ format, progress: Math.max(0, Math.min(1, fraction)) });
      progress(0);
      try {
        let blob: Blob;
        if (format === 'csv') {
          blob = scheduleCsvBlob(doc);
        } else if (format === 'pdf') {
          const { makeSchedulePdf } = await import(/* webpackChunkName: "schedule-pdf" */ './makePdf');
          const labels = {
            page: (n: number, of: number) => intl.formatMessage({ id: 'export.page' }, { n, of }),
            made: intl.formatMessage({ id: 'export.made' }, { date: madeAt(new Date()) }),
          };
          blob = await makeSchedulePdf(doc, labels, progress);
        } else {
          const element = area.current;
          if (!element) throw new Error('PNG: the schedule is not on the page');
          const { makeSchedulePng } = await import(/* webpackChunkName: "schedule-png" */ './makePng');
          blob = await makeSchedulePng(element, doc.heading, progress);
        }
        progress(1);
        saveFile(blob, `${doc.fileName}.${format}`);
      } catch (error) {
        console.error(`[mfe-calculators] making the ${format.toUpperCase()} failed`, error);
        show('error', intl.formatMessage({ id: 'export.failed' }, { format: format.toUpperCase() }));
      } finally {
        busy.current = false;
        setState(null);
      }
    },
    [doc, area, intl, show],
  );

  return { state, run };
}

/** DD.MM.YYYY HH:MM, the site's date format in every language. */
function madeAt(now: Date): string {
  const hh = String(now.getHours()).padStart(2, '0');
  const mm = String(now.getMinutes()).padStart(2, '0');
  return `${formatDate(now)} ${hh}:${mm}`;
}
