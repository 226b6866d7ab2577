/**
 * Keeps a label's values few: at most `max` distinct values per group (say, release ids per
 * remote), later newcomers are recorded as "other". A value the browser sends could otherwise
 * add series to Prometheus without end.
 */
const OVERFLOW_LABEL = 'other';

export class LabelCap {
  private readonly seen = new Map<string, Set<string>>();

  constructor(private readonly max: number) {}

  /** The label to record `value` under in `group`. */
  label(group: string, value: string): string {
    let values = this.seen.get(group);
    if (!values) {
      values = new Set();
      this.seen.set(group, values);
    }
    if (values.has(value)) return value;
    if (values.size >= this.max) return OVERFLOW_LABEL;
    values.add(value);
    return value;
  }
}
