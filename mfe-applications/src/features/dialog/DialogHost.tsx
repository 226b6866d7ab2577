/** Shows the application dialog asked for through the open-application atom, from any remote. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { applicationRequestAtom, type ApplicationRequest } from '@ssb/contracts';
import { ApplicationForm, cardTypeOf, CreditApplicationForm, type FormKind, type FormValues, type TextField } from '../form';
import { Dialog } from '@ssb/ui-kit';

export interface DialogForm {
  kind: FormKind;
  /** What the form starts with; the visitor may change all of it. */
  initial: FormValues;
  /** Sent as they are. */
  extra: Record<string, string>;
  /** The credit product applied for (its limits bound the sum and the term). */
  creditId?: number;
  /** Shown, not edited: the product the page applied for. */
  readOnly?: readonly TextField[];
}

/** A count the visitor set in a calculator, as the form's text. */
const asText = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? String(n) : undefined);

function formOf(request: ApplicationRequest): DialogForm {
  const extra: Record<string, string> = {};
  const initial: FormValues = {};
  if (request.productName) initial.nameProduct = request.productName;
  if (request.vacancyTitle) extra.vacancy_title = request.vacancyTitle;
  if (request.kind === 'credit') {
    // A loan's sum and term are the visitor's to change: they start as the calculator left them.
    const amount = asText(request.amount);
    const months = asText(request.months);
    if (amount) initial.amount = amount;
    if (months) initial.months = months;
    if (request.productId !== undefined) extra.product_id = String(request.productId);
    return { kind: 'credit', initial, extra, ...(request.productId !== undefined ? { creditId: request.productId } : {}) };
  }
  if (request.amount !== undefined) extra.amount = String(request.amount);
  if (request.months !== undefined) extra.months = String(request.months);
  if (request.kind === 'card') {
    initial.card_type = cardTypeOf(request.productName, request.paymentSystem);
    // The card a product page applied for is that page's, named as it names it; without one the visitor chooses.
    return { kind: 'card', initial, extra, ...(request.productName ? { readOnly: ['nameProduct'] as const } : {}) };
  }
  return { kind: request.kind === 'vacancy' ? 'vacancy' : 'general', initial, extra };
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
  const { kind, initial, extra, creditId, readOnly } = formOf(request);
  const title = intl.formatMessage({ id: `form.title.${kind}` });
  const draftKey = `${request.kind}:${request.productId ?? request.productName ?? request.vacancyTitle ?? ''}`;
  return (
    <Dialog title={request.vacancyTitle ?? request.productName ?? title} onClose={() => setRequest(null)} width="narrow">
      {kind === 'credit' ? (
        <CreditApplicationForm creditId={creditId} draftKey={draftKey} initial={initial} extra={extra} />
      ) : (
        <ApplicationForm kind={kind} draftKey={draftKey} initial={initial} extra={extra} readOnly={readOnly} />
      )}
    </Dialog>
  );
}
