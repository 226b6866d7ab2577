/**
 * Reading and checking a calculator's two inputs. Out-of-bounds input is not computed
 * (docs/calculators.md): the check names what is wrong and the allowed range.
 */
export interface Bounds {
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
}

type FieldProblem = 'required' | 'format' | 'range';

export interface CheckedInputs {
  /** The amount when it is valid and within bounds, else null. */
  amount: number | null;
  months: number | null;
  amountProblem: FieldProblem | null;
  monthsProblem: FieldProblem | null;
}

/** Parses what a visitor types: spaces (thousands) allowed, comma or dot as the decimal mark. */
function parseNumber(raw: string): number | null {
  const clean = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (clean === '' || !/^\d+(\.\d*)?$/.test(clean)) return null;
  const value = Number(clean);
  return Number.isFinite(value) ? value : null;
}

function problemOf(raw: string, value: number | null, min: number, max: number, whole: boolean): FieldProblem | null {
  if (raw.trim() === '') return 'required';
  if (value === null) return 'format';
  if (whole ? !Number.isInteger(value) : Math.round(value * 100) !== value * 100) return 'format';
  if (value < min || value > max) return 'range';
  return null;
}

export function checkInputs(rawAmount: string, rawMonths: string, bounds: Bounds): CheckedInputs {
  const amount = parseNumber(rawAmount);
  const months = parseNumber(rawMonths);
  const amountProblem = problemOf(rawAmount, amount, bounds.minAmount, bounds.maxAmount, false);
  const monthsProblem = problemOf(rawMonths, months, bounds.minMonths, bounds.maxMonths, true);
  return {
    amount: amountProblem ? null : amount,
    months: monthsProblem ? null : months,
    amountProblem,
    monthsProblem,
  };
}

/** A product whose numbers cannot drive a calculator (missing or contradictory bounds). */
export function hasUsableBounds(b: Partial<Bounds>): b is Bounds {
  const { minAmount, maxAmount, minMonths, maxMonths } = b;
  return (
    typeof minAmount === 'number' &&
    typeof maxAmount === 'number' &&
    typeof minMonths === 'number' &&
    typeof maxMonths === 'number' &&
    minAmount > 0 &&
    minAmount <= maxAmount &&
    Number.isInteger(minMonths) &&
    Number.isInteger(maxMonths) &&
    minMonths >= 1 &&
    minMonths <= maxMonths
  );
}

/** A round figure near `value`: 1, 2 or 5 times a power of ten (18 000 → 20 000, 3 700 → 5 000). */
function roundFigure(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const leading = value / power;
  return (leading < 1.5 ? 1 : leading < 3.5 ? 2 : leading < 7.5 ? 5 : 10) * power;
}

/**
 * Where an untouched calculator starts: a round amount a customer is likely to ask about, the
 * geometric middle of the range (500 … 1 000 000 starts at 20 000, not at the arithmetic
 * middle's 500 000, which few ever deposit), and the middle term.
 */
export function defaultInputs(b: Bounds): { amount: number; months: number } {
  const amount = Math.min(b.maxAmount, Math.max(b.minAmount, roundFigure(Math.sqrt(b.minAmount * b.maxAmount))));
  const months = Math.min(b.maxMonths, Math.max(b.minMonths, Math.round((b.minMonths + b.maxMonths) / 2)));
  return { amount, months };
}

/** Slider step of the amount: about a hundred stops over the range. */
export function amountStep(b: Bounds): number {
  const span = b.maxAmount - b.minAmount;
  if (span >= 1_000_000) return 10_000;
  if (span >= 100_000) return 1000;
  if (span >= 10_000) return 100;
  return 10;
}
