/**
 * A schedule as one language-resolved document: what the dialog shows and what the PDF, PNG and
 * CSV files carry. Plain data at the bottom of the remote, so the schedule feature that makes it
 * and the export feature that writes it both depend on it, not on each other.
 */
import type { LangCode } from '@ssb/contracts';

/** A CSV value: text, or a number written with `digits` decimals in the file's decimal mark. */
export type CsvValue = string | { number: number; digits: number };

export interface ScheduleCell {
  /** As shown (thousands separators, the language's decimal mark). */
  text: string;
  csv: CsvValue;
}

interface ScheduleColumn {
  label: string;
  numeric: boolean;
  /** Relative width in the PDF. */
  weight: number;
}

export interface ScheduleDocument {
  kind: 'credit' | 'deposit';
  lang: LangCode;
  bank: string;
  /** The dialog's and the file's heading, e.g. "Repayment schedule". */
  heading: string;
  product: string;
  /** Inputs and when it was made: amount, term, rate, start date. */
  facts: { label: string; text: string; csv: CsvValue }[];
  columns: ScheduleColumn[];
  rows: ScheduleCell[][];
  totals: { label: string; text: string; csv: CsvValue; testId: string }[];
  /**
   * What the figures need said beside the totals (a last payment unlike the others, tax rounded
   * row by row); empty when nothing does.
   */
  remarks: string[];
  note: string;
  /** The legal footer: date of calculation, "an estimate, not an offer", the bank's licence and address. */
  legal: string[];
  /** File name without extension. */
  fileName: string;
}
