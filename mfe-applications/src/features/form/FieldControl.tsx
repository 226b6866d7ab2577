/**
 * The control of one text field: a select for lists (branch, city, topic, purpose, card type, a card
 * product given by the form), else an input or a text area.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLang } from '@ssb/contracts';
import type { FormFieldControl } from '@ssb/ui-kit';
import { CITIES, COMPLAINT_TOPICS, CREDIT_PURPOSES } from '@ssb/api-client';
import { CARD_NETWORKS } from './cardType';
import type { TextField } from './schema';

type Common = FormFieldControl & { 'aria-required': true | undefined };

/** An option of a select: the value sent and the catalog id or text shown. */
export interface Option {
  value: string;
  label: { id: string } | string;
}

/** Options of a select: the value sent and the catalog id or text shown. */
function optionsOf(field: TextField, lang: ReturnType<typeof useLang>): Option[] | null {
  switch (field) {
    case 'branch':
    case 'city':
      // Sent as the visitor reads it: staff read the name, in the application's language.
      return CITIES.map((c) => ({ value: c.name[lang], label: c.name[lang] }));
    case 'topic':
      return COMPLAINT_TOPICS.map((t) => ({ value: t, label: { id: `topic.${t}` } }));
    case 'purpose':
      return CREDIT_PURPOSES.map((p) => ({ value: p, label: { id: `purpose.${p}` } }));
    case 'card_type':
      // Sent as the API spells networks (KORTI_MILLI); the visitor reads the card's name.
      return CARD_NETWORKS.map((n) => ({ value: n, label: { id: `cardType.${n}` } }));
    default:
      return null;
  }
}

const INPUTS: Partial<Record<TextField, { type: string; autoComplete?: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' }>> = {
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  surname: { type: 'text', autoComplete: 'family-name' },
  name: { type: 'text', autoComplete: 'given-name' },
  patronymic: { type: 'text', autoComplete: 'additional-name' },
  // Text, not number: a number input drops "25 000" and changes under a scrolling wheel.
  amount: { type: 'text', inputMode: 'decimal' },
  months: { type: 'text', inputMode: 'numeric' },
};

export interface FieldControlProps {
  field: TextField;
  common: Common;
  registration: UseFormRegisterReturn;
  /** The form's own list for this field (the bank's cards), over the field's usual control. */
  options?: Option[] | null;
  /** Shown and sent, not edited: what the page applied for. */
  readOnly?: boolean;
}

export function FieldControl({ field, common, registration, options: given, readOnly = false }: FieldControlProps) {
  const intl = useIntl();
  const lang = useLang();
  if (readOnly) return <input type="text" readOnly {...common} {...registration} />;
  const options = given ?? optionsOf(field, lang);
  if (options) {
    return (
      <select {...common} {...registration}>
        <option value="">{intl.formatMessage({ id: `field.${field}.choose` })}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {typeof o.label === 'string' ? o.label : intl.formatMessage(o.label)}
          </option>
        ))}
      </select>
    );
  }
  if (field === 'message') return <textarea rows={5} {...common} {...registration} />;
  const input = INPUTS[field] ?? { type: 'text' };
  return <input {...input} {...common} {...registration} />;
}
