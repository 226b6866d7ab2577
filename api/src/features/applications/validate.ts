/**
 * What an application must hold before it is stored, by kind: required fields and files, a
 * consent to the processing of personal data, formats (phone, e-mail), a complaint's contact,
 * topic, length and attachment, a credit's sum, term and purpose within the product's limits.
 */
import { ApiError } from '../../shared/errors';
import {
  COMPLAINT_FILE_EXTENSIONS,
  COMPLAINT_MESSAGE,
  CARD_NETWORKS,
  COMPLAINT_TOPICS,
  CREDIT_PURPOSES,
  DEFAULT_CREDIT_LIMITS,
  emailOk,
  fileTypesOf,
  KINDS,
  phoneOk,
  REQUIRED,
  TEXT_FIELDS,
  tajikPhoneOk,
  type ApplicationKind,
  type CreditLimits,
  type FileField,
} from './fields';
import { FormError } from './formErrors';
import { normalisedName, PERSONAL_NAME_FIELDS, personalNameProblem } from './personalName';

/** A document as the rules see it before it is inspected: its field and the extension its name gives. */
export interface NamedFile {
  field: FileField;
  ext: string | null;
}

/** A credit product's limits from the seed, or null when there is no such product. */
export type CreditLimitsOf = (productId: number) => Promise<CreditLimits | null>;

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const oneOf = (list: readonly string[], value: string | undefined) => value !== undefined && list.includes(value);

function checkComplaint(fields: Record<string, string>, files: NamedFile[]): void {
  if (!fields.email && !fields.phone) throw new FormError('contact', 'email');
  if (!oneOf(COMPLAINT_TOPICS, fields.topic)) throw new ApiError(400, 'invalid', 'topic');
  // Characters as the visitor counts them, not UTF-16 units.
  const length = [...(fields.message ?? '')].length;
  if (length < COMPLAINT_MESSAGE.min) throw new FormError('message_short', 'message', { length: COMPLAINT_MESSAGE.min });
  if (length > COMPLAINT_MESSAGE.max) throw new FormError('message_long', 'message', { length: COMPLAINT_MESSAGE.max });
  for (const file of files) {
    if (file.ext === null || !COMPLAINT_FILE_EXTENSIONS.includes(file.ext))
      throw new ApiError(415, 'file_type', file.field, { types: fileTypesOf('complaint').join(', ') });
  }
}

async function checkCredit(fields: Record<string, string>, limitsOf: CreditLimitsOf): Promise<void> {
  if (!oneOf(CREDIT_PURPOSES, fields.purpose)) throw new ApiError(400, 'invalid', 'purpose');
  let limits: CreditLimits = DEFAULT_CREDIT_LIMITS;
  if (fields.product_id) {
    if (!/^\d{1,9}$/.test(fields.product_id)) throw new ApiError(400, 'invalid', 'product_id');
    // A product the seed no longer has: the site's general limits still hold.
    limits = (await limitsOf(Number(fields.product_id))) ?? DEFAULT_CREDIT_LIMITS;
  }
  const amount = fields.amount ?? '';
  if (!AMOUNT.test(amount)) throw new ApiError(400, 'invalid', 'amount');
  if (Number(amount) < limits.minAmount || Number(amount) > limits.maxAmount) {
    throw new FormError('amount_range', 'amount', { min: limits.minAmount, max: limits.maxAmount });
  }
  const months = fields.months ?? '';
  if (!/^\d{1,3}$/.test(months)) throw new ApiError(400, 'invalid', 'months');
  if (Number(months) < limits.minMonths || Number(months) > limits.maxMonths) {
    throw new FormError('months_range', 'months', { min: limits.minMonths, max: limits.maxMonths });
  }
}

/** Checks the form's fields; it runs before any document is inspected, so a bad form costs nothing more. */
export async function validate(fields: Record<string, string>, files: NamedFile[], limitsOf: CreditLimitsOf): Promise<ApplicationKind> {
  const type = fields.type;
  if (!type) throw new ApiError(400, 'required', 'type');
  if (!(KINDS as readonly string[]).includes(type)) throw new ApiError(400, 'invalid', 'type');
  const kind = type as ApplicationKind;
  const rules = REQUIRED[kind];
  for (const file of files) {
    if (rules.allowedFiles && !rules.allowedFiles.includes(file.field)) throw new ApiError(400, 'unknown_field', file.field);
  }
  for (const name of rules.text) if (!fields[name]) throw new ApiError(400, 'required', name);
  for (const name of rules.files) if (!files.some((f) => f.field === name)) throw new ApiError(400, 'required', name);
  for (const name of PERSONAL_NAME_FIELDS) {
    if (!fields[name]) continue;
    // Kept as it is checked: NFKC, one space between words.
    const value = normalisedName(fields[name]);
    // NFKC may lengthen a name (the ligature ﬃ is three letters).
    const max = TEXT_FIELDS[name] ?? 0;
    if (value.length > max) throw new ApiError(400, 'too_long', name, { length: max });
    fields[name] = value;
    const problem = personalNameProblem(value);
    if (problem) throw new ApiError(400, problem, name);
  }
  if (fields.consent !== 'true') throw new FormError('consent', 'consent');
  if (fields.phone) {
    // A complaint is answered by the bank's Tajik numbers only; other forms keep their looser rule.
    if (kind === 'complaint' && !tajikPhoneOk(fields.phone)) throw new FormError('phone_tj', 'phone');
    if (!phoneOk(fields.phone)) throw new ApiError(400, 'phone', 'phone');
  }
  if (fields.email && !emailOk(fields.email)) throw new ApiError(400, 'email', 'email');
  if (kind === 'complaint') checkComplaint(fields, files);
  // A network the bank issues, or none (then VISA, as the form's default has always been).
  if (kind === 'card' && fields.card_type !== undefined && fields.card_type !== '' && !oneOf(CARD_NETWORKS, fields.card_type))
    throw new ApiError(400, 'invalid', 'card_type');
  if (kind === 'credit') await checkCredit(fields, limitsOf);
  // An amount or a term of zero is no request at all.
  if (kind !== 'credit' && fields.amount && (!AMOUNT.test(fields.amount) || Number(fields.amount) <= 0)) throw new ApiError(400, 'invalid', 'amount');
  if (kind !== 'credit' && fields.months && (!/^\d{1,3}$/.test(fields.months) || Number(fields.months) < 1))
    throw new ApiError(400, 'invalid', 'months');
  if (fields.language_id && !/^[123]$/.test(fields.language_id)) throw new ApiError(400, 'invalid', 'language_id');
  return kind;
}
