// What the form feature offers the other features of this part; the rest is its own.
export { ApplicationForm } from './ApplicationForm';
export { CreditApplicationForm } from './CreditApplicationForm';
export { cardTypeOf } from './cardType';
export { type FormKind, type FormValues, type TextField } from './schema';
