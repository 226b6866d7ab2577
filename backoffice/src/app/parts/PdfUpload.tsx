/**
 * A document's PDF for the content studio: chosen, sent to the API through the back office (which
 * inspects it as a visitor's upload is), and its name given back for the document's `file`.
 * Sits inside the editor's form: no form of its own.
 */
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ApiError, uploadPdf } from '../api';
import { Field } from './ui';

const FieldError = styled.small`
  && {
    color: ${({ theme }) => theme.colors.error};
  }
`;

export function PdfUpload({ onUploaded }: { onUploaded: (name: string) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'studio.pdf.refused' | 'studio.pdf.tooLarge' | 'studio.pdf.failed' | null>(null);
  const [done, setDone] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    setDone(false);
    try {
      onUploaded((await uploadPdf(file)).file);
      setDone(true);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setProblem(status === 413 ? 'studio.pdf.tooLarge' : status === 422 || status === 415 ? 'studio.pdf.refused' : 'studio.pdf.failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field id={`${id}-pdf`} label="studio.pdf.choose" hint="studio.pdf.hint">
      <input
        id={`${id}-pdf`}
        type="file"
        accept="application/pdf,.pdf"
        disabled={busy}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-pdf-hint${problem ? ` ${id}-pdf-error` : ''}`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <span role="status">
        {busy && <FormattedMessage id="studio.pdf.busy" />}
        {done && <FormattedMessage id="studio.pdf.done" />}
      </span>
      {problem && (
        <FieldError id={`${id}-pdf-error`}>
          <FormattedMessage id={problem} />
        </FieldError>
      )}
    </Field>
  );
}
