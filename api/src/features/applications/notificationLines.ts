/**
 * The lines of the staff notification: an application's fields, codes spelt out, then the
 * visitor's free text. A one-line field cannot break its line (plainText refuses line breaks in
 * it). A multi-line field (a complaint's message) could: a line of it reading "file1: forged"
 * or "amount: 999999 TJS" would look like a field of the application. So free text comes last,
 * under a label that says what it is, every line of it quoted with "> ", and nothing of the
 * application follows it.
 */
import { MULTILINE_FIELDS, type COMPLAINT_TOPICS, type CREDIT_PURPOSES } from './fields';

const TOPICS: Record<(typeof COMPLAINT_TOPICS)[number], string> = {
  cards: 'Cards',
  credits: 'Loans',
  deposits: 'Deposits',
  transfers: 'Money transfers',
  branch_service: 'Service in a branch',
  mobile_app: 'SSB Mobile app',
  other: 'Other',
};

const PURPOSES: Record<(typeof CREDIT_PURPOSES)[number], string> = {
  consumer: 'Consumer needs',
  housing: 'Buying or repairing a home',
  car: 'Buying a car',
  education: 'Education',
  agriculture: 'Farming',
  business: 'Business',
  other: 'Other',
};

const spelt = (labels: Record<string, string>, code: string) => (labels[code] ? `${code} (${labels[code]})` : code);

/** One line per one-line field. */
export function fieldLines(fields: Record<string, string>, receivedAt: string): string[] {
  return Object.entries(fields)
    .filter(([key]) => !MULTILINE_FIELDS.has(key))
    .map(([key, value]) => {
      if (key === 'topic') return `topic: ${spelt(TOPICS, value)}`;
      if (key === 'purpose') return `purpose: ${spelt(PURPOSES, value)}`;
      if (key === 'amount') return `amount: ${value} TJS`;
      if (key === 'months') return `months: ${value}`;
      if (key === 'consent') return `consent: ${value === 'true' ? `agreed to the processing of personal data, ${receivedAt}` : value}`;
      return `${key}: ${value}`;
    });
}

/** The visitor's free text, each field under its label with every line quoted: it can never read as a field. */
export function quotedTextLines(fields: Record<string, string>): string[] {
  return Object.entries(fields)
    .filter(([key]) => MULTILINE_FIELDS.has(key))
    .flatMap(([key, value]) => {
      const lines = value.split('\n');
      return [
        '',
        `${key} (written by the visitor, ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}, each quoted with "> "):`,
        ...lines.map((line) => `> ${line}`),
      ];
    });
}
