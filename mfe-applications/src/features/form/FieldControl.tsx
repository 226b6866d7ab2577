/** The control of one text field: a select for lists (branch, city, topic, purpose), else an input or a text area. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLang } from '@ssb/contracts';
import { CITIES, COMPLAINT_TOPICS, CREDIT_PURPOSES } from '@ssb/api-client';
import type { TextField } from './schema';

interface Common {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** Options of a select: the value sent and the catalog id or text shown. */
function optionsOf(field: TextField, lang: ReturnType<typeof useLang>): { value: string; label: { id: string } | string }[] | null {
  switch (field) {
    case 'branch':
    case 'city':
      // Sent as the visitor reads it: staff read the name, in the application's language.
      return CITIES.map((c) => ({ value: c.name[lang], label: c.name[lang] }));
    case 'topic':
      return COMPLAINT_TOPICS.map((t) => ({ value: t, label: { id: `topic.${t}` } }));
    case 'purpose':
      return CREDIT_PURPOSES.map((p) => ({ value: p, label: { id: `purpose.${p}` } }));
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

export function FieldControl({ field, common, registration }: { field: TextField; common: Common; registration: UseFormRegisterReturn }) {
  const intl = useIntl();
  const lang = useLang();
  const options = optionsOf(field, lang);
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
