import { goldRateEntries } from './content';

it('orders the gold table by gram weight, keeping the key as id', () => {
  expect(goldRateEntries({ '10': { buy: 9000, sell: 9300 }, '2.5': { buy: 2300, sell: 2400 }, '1': { buy: 900, sell: 950 } })).toEqual([
    { id: '1', buy: 900, sell: 950 },
    { id: '2.5', buy: 2300, sell: 2400 },
    { id: '10', buy: 9000, sell: 9300 },
  ]);
  expect(goldRateEntries({})).toEqual([]);
});
