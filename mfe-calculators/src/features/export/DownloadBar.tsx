import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@ssb/ui-kit';
import type { ExportFormat, ExportState } from './useExport';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** Keeps its size whether or not a file is being made. */
const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 24px;
  min-width: 220px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.type.small.size}px;
  progress {
    width: 120px;
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const FORMATS: ExportFormat[] = ['pdf', 'png', 'csv'];

export function DownloadBar({ state, onDownload }: { state: ExportState | null; onDownload: (format: ExportFormat) => void }) {
  const intl = useIntl();
  return (
    <Bar data-export-ignore="true">
      {FORMATS.map((format) => (
        <Button key={format} variant="secondary" disabled={state !== null} onClick={() => onDownload(format)} data-testid={`download-${format}`}>
          <FormattedMessage id={`export.${format}`} />
        </Button>
      ))}
      <Status role="status" aria-live="polite">
        {state && (
          <>
            <progress
              max={100}
              value={Math.round(state.progress * 100)}
              aria-label={intl.formatMessage({ id: 'export.making' }, { format: state.format.toUpperCase() })}
              data-testid="export-progress"
            />
            <span>
              <FormattedMessage id="export.making" values={{ format: state.format.toUpperCase() }} /> {Math.round(state.progress * 100)}%
            </span>
          </>
        )}
      </Status>
    </Bar>
  );
}
