/**
 * What changed in a text, word by word (a longest common subsequence of its words and spaces),
 * or line by line when the texts are too long for that, as runs kept, removed and added.
 */
export type Run = { op: 'same' | 'del' | 'add'; text: string };

/** Above this many cells (tokens × tokens) words give way to lines. */
const MAX_CELLS = 250_000;

const words = (text: string): string[] => text.split(/(\s+)/).filter((t) => t !== '');
const lines = (text: string): string[] => text.split(/(?<=\n)/);

/** Joins neighbouring runs of one kind. */
function merged(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const last = out[out.length - 1];
    if (last && last.op === run.op) last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

function lcsRuns(a: readonly string[], b: readonly string[]): Run[] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i -= 1) {
    const row = lengths[i] as Uint32Array;
    const below = lengths[i + 1] as Uint32Array;
    for (let j = m - 1; j >= 0; j -= 1) row[j] = a[i] === b[j] ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
  }
  const runs: Run[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      runs.push({ op: 'same', text: a[i] as string });
      i += 1;
      j += 1;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) {
      runs.push({ op: 'del', text: a[i] as string });
      i += 1;
    } else {
      runs.push({ op: 'add', text: b[j] as string });
      j += 1;
    }
  }
  for (; i < n; i += 1) runs.push({ op: 'del', text: a[i] as string });
  for (; j < m; j += 1) runs.push({ op: 'add', text: b[j] as string });
  return merged(runs);
}

/** The runs from `before` to `after`. */
export function textDiff(before: string, after: string): Run[] {
  if (before === after) return before === '' ? [] : [{ op: 'same', text: before }];
  for (const split of [words, lines]) {
    const a = split(before);
    const b = split(after);
    if (a.length * b.length <= MAX_CELLS) return lcsRuns(a, b);
  }
  return merged(
    [
      { op: 'del', text: before },
      { op: 'add', text: after },
    ].filter((r) => r.text !== '') as Run[],
  );
}
