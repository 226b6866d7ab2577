/**
 * Money arithmetic without binary-float drift.
 *
 * Amounts are held as integer dirams (1 somoni = 100 dirams) in BigInt; percents and other
 * decimals are read as the exact decimal their shortest string form shows (`String(1.005)` is
 * "1.005"), so a rounding tie in decimal is a tie here too. Every division goes through
 * `divRound`, the single place where rounding (half away from zero) happens.
 */

/** An exact fraction `num / den`, `den > 0`. */
interface Fraction {
  num: bigint;
  den: bigint;
}

/** Digits kept of a percent: rates are quoted with a handful of decimals; more is float noise. */
const PERCENT_DECIMALS = 8;
export const PERCENT_SCALE = 10n ** BigInt(PERCENT_DECIMALS);

/** The exact decimal value of a finite number, as its shortest round-trip string shows it. */
function exactDecimal(value: number): Fraction {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${String(value)}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`Cannot read ${String(value)} as a decimal`);
  const [, sign = '', whole = '0', frac = '', exp = '0'] = match;
  const shift = Number(exp) - frac.length;
  let num = BigInt(whole + frac);
  if (sign === '-') num = -num;
  return shift >= 0 ? { num: num * 10n ** BigInt(shift), den: 1n } : { num, den: 10n ** BigInt(-shift) };
}

/** `num / den` rounded to an integer, half away from zero (`den` must be positive). */
export function divRound(num: bigint, den: bigint): bigint {
  if (den <= 0n) throw new RangeError('divRound: the denominator must be positive');
  const quotient = num / den; // BigInt division truncates toward zero
  const remainder = num % den; // same sign as num
  const twice = remainder < 0n ? -2n * remainder : 2n * remainder;
  if (twice >= den) return num < 0n ? quotient - 1n : quotient + 1n;
  return quotient;
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Dirams back to somoni. An integer divided by 100 gives the double closest to the 2-decimal
 * value, i.e. the same number as the literal `123.45`; `-0` becomes `0`.
 */
export function fromDirams(dirams: bigint): number {
  const value = Number(dirams) / 100;
  return value === 0 ? 0 : value;
}

/** A money value (any decimals) to dirams, rounded half away from zero. */
export function toDirams(value: number): bigint {
  const { num, den } = exactDecimal(value);
  return divRound(num * 100n, den);
}

/**
 * Rounds to 2 decimals, half away from zero, on the decimal the number shows:
 * `round2(1.005) === 1.01`, `round2(-2.675) === -2.68`, `round2(0.1 + 0.2) === 0.3`.
 */
export function round2(value: number): number {
  return fromDirams(toDirams(value));
}

/** Sum of money values (each read to the diram) without drift. */
export function sumMoney(values: readonly number[]): number {
  return fromDirams(values.reduce((sum, v) => sum + toDirams(v), 0n));
}

/**
 * A caller's amount as whole dirams, or undefined when it is not one. Float noise of a few
 * ulps (e.g. `0.1 + 0.2`) is accepted as the 2-decimal value it stands for; a real fraction of
 * a diram (`1000.005`) or an amount beyond the safe-integer range is not.
 */
export function amountToDirams(amount: number): bigint | undefined {
  if (!Number.isFinite(amount)) return undefined;
  const dirams = Math.round(amount * 100);
  if (!Number.isSafeInteger(dirams)) return undefined;
  const tolerance = 8 * Number.EPSILON * Math.max(1, Math.abs(amount));
  return Math.abs(amount - dirams / 100) <= tolerance ? BigInt(dirams) : undefined;
}

/** A percent as `num / PERCENT_SCALE`, rounded to 8 decimals (half away from zero). */
export function percentUnits(percent: number): bigint {
  const { num, den } = exactDecimal(percent);
  return divRound(num * PERCENT_SCALE, den);
}
