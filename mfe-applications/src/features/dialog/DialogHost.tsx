/** Shows the application dialog asked for through the open-application atom, from any remote. */
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { applicationRequestAtom, type ApplicationRequest } from '@ssb/contracts';
import { ApplicationForm } from '../form/ApplicationForm';
import type { FormKind } from '../form/schema';
import { Dialog } from './Dialog';

export function formOf(request: ApplicationRequest): { kind: FormKind; extra: Record<string, string> } {
  const extra: Record<string, string> = {};
  if (request.vacancyTitle) extra.vacancy_title = request.vacancyTitle;
  if (request.amount !== undefined) extra.amount = String(request.amount);
  if (request.months !== undefined) extra.months = String(request.months);
  const kind: FormKind = request.kind === 'card' || request.kind === 'vacancy' ? request.kind : 'general';
  return { kind, extra };
}

export function DialogHost() {
  const intl = useIntl();
  const [request, setRequest] = useAtom(applicationRequestAtom);
  if (!request) return null;
  const { kind, extra } = formOf(request);
  const title = intl.formatMessage({ id: `form.title.${kind}` });
  return (
    <Dialog title={request.vacancyTitle ?? request.productName ?? title} onClose={() => setRequest(null)}>
      <ApplicationForm
        kind={kind}
        draftKey={`${request.kind}:${request.productId ?? request.productName ?? request.vacancyTitle ?? ''}`}
        initial={request.productName ? { nameProduct: request.productName, card_type: kind === 'card' ? 'VISA' : '' } : {}}
        extra={extra}
      />
    </Dialog>
  );
}
export default DialogHost;
