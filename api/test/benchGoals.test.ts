// The API bench's goals and budgets, from measured figures: a goal never fails the run, a budget does.
import { apiFailures, apiGoals, renderGoals } from '../scripts/bench/goals';
import type { ApiBench } from '../scripts/bench/matrix';
import type { EndpointLoad, EndpointName } from '../scripts/bench/load';

const at = (rps: number): EndpointLoad => ({ path: '/x', rps, p99: 10, mean: 2, errors: 0 });
const cells = (cached: number, search: number): Partial<Record<EndpointName, EndpointLoad>> => ({
  newsList: at(cached),
  creditList: at(cached),
  newsDetail: at(cached),
  creditDetail: at(cached),
  searchUncached: at(search),
});
function bench(sqlite: [number, number][], postgres: [number, number][]): ApiBench {
  const runs = (figures: [number, number][]) =>
    figures.map(
      ([cached, search], i) => ({ scale: i === 0 ? 1 : 10, content: 0, documents: 0, newsCount: 0, endpoints: cells(cached, search) }) as const,
    );
  return {
    date: '',
    seconds: 1,
    connections: 1,
    visitors: 1,
    endpoints: [],
    growth: {},
    databases: [
      { dialect: 'sqlite', describe: 'SQLite', runs: runs(sqlite) },
      { dialect: 'postgres', describe: 'PostgreSQL', runs: runs(postgres) },
    ],
  };
}

test('search at 10× below its goal is printed as not reached with its ratio, and fails no budget above 750 req/s', () => {
  const b = bench(
    [
      [10_000, 900],
      [10_000, 800],
    ],
    [
      [9_000, 1_200],
      [9_000, 900],
    ],
  );
  const goals = apiGoals(b);
  const sqlite10 = goals.find((g) => g.goal.startsWith('search, no answer kept, SQLite at 10×'));
  expect(sqlite10).toMatchObject({ now: '800 req/s', reached: false });
  expect(sqlite10?.ratio).toBeCloseTo(0.4);
  expect(goals.find((g) => g.goal.includes('SQLite: 10× costs'))).toMatchObject({ now: '1.13× (900 → 800 req/s)', reached: true });
  expect(goals.find((g) => g.goal.includes('PostgreSQL: 10× costs'))).toMatchObject({ now: '1.33× (1,200 → 900 req/s)', reached: false });
  expect(goals.find((g) => g.goal.startsWith('PostgreSQL ≥ 80 %'))).toMatchObject({ reached: true, now: '90–90 %' });
  expect(apiFailures(b)).toEqual([]);
  expect(renderGoals(goals)).toContain('| 0.40 | not yet |');
});

test('a figure below its budget fails the run: search under 750 req/s, PostgreSQL under 78 % of SQLite', () => {
  const b = bench(
    [
      [10_000, 900],
      [10_000, 250],
    ],
    [
      [7_000, 1_200],
      [9_000, 2_500],
    ],
  );
  const failures = apiFailures(b);
  expect(failures).toContain('API search, no answer kept, SQLite at 10×: 250 req/s < 750');
  expect(failures.filter((f) => f.includes('at 1×: PostgreSQL 70 %'))).toHaveLength(4);
  expect(failures.some((f) => f.includes('PostgreSQL at 10×'))).toBe(false);
  const pg = apiGoals(b).find((g) => g.goal.startsWith('search, no answer kept, PostgreSQL at 10×'));
  expect(pg).toMatchObject({ reached: true });
});
