import { goldRateEntries, type ExchangeRateSelector } from './content';
import type { RateSelector } from './schedules';

it('orders the gold table by gram weight, keeping the key as id', () => {
  expect(goldRateEntries({ '10': { buy: 9000, sell: 9300 }, '2.5': { buy: 2300, sell: 2400 }, '1': { buy: 900, sell: 950 } })).toEqual([
    { id: '1', buy: 900, sell: 950 },
    { id: '2.5', buy: 2300, sell: 2400 },
    { id: '10', buy: 9000, sell: 9300 },
  ]);
  expect(goldRateEntries({})).toEqual([]);
});

it('keeps the calculators\' RateSelector a subset of the API\'s selectors, plus LEGAL', () => {
  const selectors: ExchangeRateSelector[] = (['NON_CASH', 'TRANSFER', 'CardTransfer'] satisfies RateSelector[]).concat([]);
  selectors.push('LEGAL');
  expect(selectors).toHaveLength(4);
});
