/**
 * Two versions of a document side by side: every value at its path (`title`, `body.2.text`,
 * `hours.0.open`), before and after, texts with what changed in them word by word, figures as
 * old → new. What a reviewer reads, and what the history compares.
 */
import type { JsonValue } from '../types';
import { textDiff, type Run } from './words';

type Leaf = string | number | boolean | null;

export interface DiffRow {
  path: string;
  /** The path's property names, outermost first (for labels). */
  names: string[];
  before: Leaf | undefined;
  after: Leaf | undefined;
  changed: boolean;
  /** For texts: what changed, word by word. */
  runs: Run[] | null;
}

/** Every leaf of a JSON value by its dotted path, in document order. */
export function flatten(value: JsonValue | undefined, prefix = '', into = new Map<string, Leaf>()): Map<string, Leaf> {
  if (value === undefined) return into;
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0 && prefix) into.set(prefix, Array.isArray(value) ? '[]' : '{}');
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, value);
  return into;
}

/** The rows of a comparison; `changedOnly` leaves out what is the same. */
export function docDiff(before: JsonValue | undefined, after: JsonValue | undefined, changedOnly = false): DiffRow[] {
  const a = flatten(before);
  const b = flatten(after);
  const paths = [...a.keys(), ...[...b.keys()].filter((p) => !a.has(p))];
  const rows: DiffRow[] = [];
  for (const path of paths) {
    const old = a.get(path);
    const now = b.get(path);
    const changed = old !== now;
    if (changedOnly && !changed) continue;
    const texts = (typeof old === 'string' || old === undefined) && (typeof now === 'string' || now === undefined);
    rows.push({
      path,
      names: path.split('.').filter((s) => !/^\d+$/.test(s)),
      before: old,
      after: now,
      changed,
      runs: texts && changed ? textDiff(old ?? '', now ?? '') : null,
    });
  }
  return rows;
}
