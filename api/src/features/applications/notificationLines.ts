/** The lines of the staff notification that list an application's fields, codes spelt out. */
import type { COMPLAINT_TOPICS, CREDIT_PURPOSES } from './fields';

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

export function fieldLines(fields: Record<string, string>, receivedAt: string): string[] {
  return Object.entries(fields).map(([key, value]) => {
    if (key === 'topic') return `topic: ${spelt(TOPICS, value)}`;
    if (key === 'purpose') return `purpose: ${spelt(PURPOSES, value)}`;
    if (key === 'amount') return `amount: ${value} TJS`;
    if (key === 'months') return `months: ${value}`;
    if (key === 'consent') return `consent: ${value === 'true' ? `agreed to the processing of personal data, ${receivedAt}` : value}`;
    return `${key}: ${value}`;
  });
}
