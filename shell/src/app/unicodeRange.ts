/** The CSS `unicode-range` of a set of characters: sorted code points, runs joined ('U+0041-005A'). */
export function unicodeRange(chars: string): string {
  const points = [...new Set(Array.from(chars, (c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const runs: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === (points[j] ?? 0) + 1) j += 1;
    const [from, to] = [points[i] ?? 0, points[j] ?? 0];
    runs.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    i = j + 1;
  }
  return runs.join(',');
}
