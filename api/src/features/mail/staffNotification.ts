/**
 * The staff e-mail of a new application: its kind, its reference and a link to it in the back
 * office, in the bank's three languages. Nothing the visitor typed or attached is in it (no name,
 * no phone, no file name): mail crosses relays and mailboxes the bank does not control, and the
 * application itself is read in the back office, where each view is recorded.
 */
import { referenceOf, type ApplicationKind } from '../applications';

const KINDS: Record<ApplicationKind, [tj: string, ru: string, en: string]> = {
  card: ['ариза барои корт', 'заявка на карту', 'card application'],
  vacancy: ['ариза барои ҷои корӣ', 'отклик на вакансию', 'vacancy application'],
  general: ['ариза', 'заявка', 'application'],
  credit: ['ариза барои қарз', 'заявка на кредит', 'loan application'],
  complaint: ['шикоят', 'обращение', 'complaint'],
};

export function staffNotification(application: { id: string; kind: ApplicationKind; receivedAt: string }, backofficeOrigin: string): string {
  const reference = referenceOf(application.id);
  const link = new URL(`/applications/${application.id}`, backofficeOrigin).href;
  const [tj, ru, en] = KINDS[application.kind];
  return [
    `Қабул шуд: ${tj} ${reference}. Дар офиси дохилӣ кушоед: ${link}`,
    `Получено: ${ru} ${reference}. Откройте в бэк-офисе: ${link}`,
    `New ${en} ${reference}, received ${application.receivedAt}. Open it in the back office: ${link}`,
    '',
  ].join('\n');
}
