/**
 * A phone's digits as the bank compares them: spaces, dashes, brackets and `+` ignored, and the
 * country code of Tajikistan optional (`+992 93 123 45 67`, `992931234567`, `00992 93…` and
 * `93-123-45-67` are one number). Any other number is compared by its digits as given.
 */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('00992')) return digits.slice(5);
  if (digits.length === 12 && digits.startsWith('992')) return digits.slice(3);
  return digits;
}
