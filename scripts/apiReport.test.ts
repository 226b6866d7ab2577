/**
 * The contract's API reports (shared-contracts/etc/) are what API Extractor makes of its entries
 * now: a change to the contract's surface changes its report in the same commit, by `npm run
 * api-report`, so review sees it.
 */
import { apiReports, contractEntries } from './apiReport';

it('has a report per entry of the contract, each as API Extractor makes it now', () => {
  expect(contractEntries().map((entry) => entry.name)).toEqual(['index', 'node']);
  const results = apiReports(false);
  expect(results.filter((result) => result.changed).map((result) => `${result.entry}: run npm run api-report, and review the change`)).toEqual([]);
  expect(results.flatMap((result) => result.problems)).toEqual([]);
}, 300_000);
