/**
 * Writing many rows at once (the seed, the search index, the bench's copies of them): in batches,
 * so that no statement passes a database's limit on parameters.
 */
export const batches = <T>(rows: T[], size = 200): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
