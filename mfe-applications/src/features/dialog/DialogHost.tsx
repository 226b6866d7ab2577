/** Shows the application dialog asked for through the open-application atom, from any remote. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { applicationRequestAtom, type ApplicationRequest } from '@ssb/contracts';
import { ApplicationForm, cardTypeOf, type FormKind } from '../form';
import { Dialog } from '@ssb/ui-kit';

export function formOf(request: ApplicationRequest): { kind: FormKind; extra: Record<string, string> } {
  const extra: Record<string, string> = {};
  if (request.vacancyTitle) extra.vacancy_title = request.vacancyTitle;
  if (request.amount !== undefined) extra.amount = String(request.amount);
  if (request.months !== undefined) extra.months = String(request.months);
  const kind: FormKind = request.kind === 'card' || request.kind === 'vacancy' ? request.kind : 'general';
  return { kind, extra };
}

/** Mounted hosts in order: only the first shows the dialog (the shell's and a page's may both mount). */
let hosts: symbol[] = [];
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const firstHost = () => hosts[0];

export function DialogHost() {
  const intl = useIntl();
  const [request, setRequest] = useAtom(applicationRequestAtom);
  const [me] = useState(() => Symbol('host'));
  useEffect(() => {
    hosts = [...hosts, me];
    listeners.forEach((fn) => fn());
    return () => {
      hosts = hosts.filter((h) => h !== me);
      listeners.forEach((fn) => fn());
    };
  }, [me]);
  const active = useSyncExternalStore(subscribe, firstHost, firstHost) === me;
  if (!request || !active) return null;
  const { kind, extra } = formOf(request);
  const title = intl.formatMessage({ id: `form.title.${kind}` });
  return (
    <Dialog title={request.vacancyTitle ?? request.productName ?? title} onClose={() => setRequest(null)} width="narrow">
      <ApplicationForm
        kind={kind}
        draftKey={`${request.kind}:${request.productId ?? request.productName ?? request.vacancyTitle ?? ''}`}
        initial={request.productName ? { nameProduct: request.productName, card_type: kind === 'card' ? cardTypeOf(request.productName) : '' } : {}}
        extra={extra}
      />
    </Dialog>
  );
}
export default DialogHost;
