/** The treasury's CSV: checked row by row, refused whole at its first problem, named by its line. */
import { checkCsv } from './csv';

const good = 'currency,nbt,buy,sell\nUSD,10.95,10.90,11.00\nEUR,"12,10",12.00,12.30\nRUB,0.1350,0.13,0.14\n';

describe('a treasury CSV', () => {
  it('reads the figures of every currency, decimal point or comma', () => {
    expect(checkCsv(good)).toEqual({
      ok: true,
      rates: { USD: { nbt: 10.95, buy: 10.9, sell: 11 }, EUR: { nbt: 12.1, buy: 12, sell: 12.3 }, RUB: { nbt: 0.135, buy: 0.13, sell: 0.14 } },
    });
    const semicolons = '\uFEFFCurrency;NBT;Buy;Sell\r\nusd;10,95;10,90;11,00\r\nEUR;12,1;12;12,3\r\nRUB;0,135;0,13;0,14\r\n';
    expect(checkCsv(semicolons)).toMatchObject({ ok: true, rates: { USD: { nbt: 10.95 } } });
  });

  it.each([
    ['', { problem: 'empty', line: 0 }],
    ['USD,10.95,10.90,11.00\n', { problem: 'header', line: 1 }],
    ['currency,nbt,buy,sell\nUSD,10.95,10.90\n', { problem: 'columns', line: 2 }],
    ['currency,nbt,buy,sell\nUSD,10.95,10.90,11\nGBP,1,1,1\n', { problem: 'currency', line: 3, value: 'GBP' }],
    ['currency,nbt,buy,sell\nUSD,10.95,10.90,11\nUSD,10.95,10.90,11\n', { problem: 'duplicate', line: 3 }],
    ['currency,nbt,buy,sell\nUSD,10.95,abc,11\n', { problem: 'number', line: 2, value: 'buy: abc' }],
    ['currency,nbt,buy,sell\nUSD,10.95,-1,11\n', { problem: 'number', line: 2 }],
    ['currency,nbt,buy,sell\nUSD,10.95,0,11\n', { problem: 'number', line: 2 }],
    ['currency,nbt,buy,sell\nUSD,10.95,11.5,11\n', { problem: 'buySell', line: 2, value: 'USD' }],
    ['currency,nbt,buy,sell\nUSD,10.95,10.9,11\n\nEUR,12,12,12.3\n', { problem: 'missing', line: 0, value: 'RUB' }],
  ])('refuses %j', (text, problem) => {
    expect(checkCsv(text)).toEqual({ ok: false, value: expect.any(String), ...problem });
  });
});
