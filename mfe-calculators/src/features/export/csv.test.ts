import { csvField, csvLines, scheduleCsv } from './csv';
import type { ScheduleDocument } from '../../domain';

describe('csvField', () => {
  it('writes numbers with fixed decimals in the decimal mark, without thousands separators', () => {
    expect(csvField({ number: 1234567.5, digits: 2 }, ',')).toBe('1234567,50');
    expect(csvField({ number: 1234567.5, digits: 2 }, '.')).toBe('1234567.50');
    expect(csvField({ number: 31, digits: 0 }, ',')).toBe('31');
    expect(() => csvField({ number: Number.NaN, digits: 2 }, ',')).toThrow(RangeError);
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")', ',')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('+7 900', ',')).toBe(`"'+7 900"`);
    expect(csvField('-2+3', ',')).toBe(`"'-2+3"`);
    expect(csvField('@SUM(A1)', ',')).toBe(`"'@SUM(A1)"`);
    expect(csvField('\t=1', ',')).toBe(`"'\t=1"`);
    expect(csvField('  =1', ',')).toBe(`"'  =1"`);
    expect(csvField('＝1', ',')).toBe(`"'＝1"`);
  });

  it('quotes separators, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvField('Қарзи истеъмолӣ', ',')).toBe('Қарзи истеъмолӣ');
    expect(csvField('a;b', ',')).toBe('"a;b"');
    expect(csvField('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvField('two\nlines', ',')).toBe('"two\nlines"');
    expect(csvField('1,5', ',')).toBe('1,5');
  });
});

it('joins fields by semicolons and lines by CRLF', () => {
  expect(csvLines([['a', { number: 1.5, digits: 2 }], [], ['b']], ',')).toBe('a;1,50\r\n\r\nb');
});

it('makes a UTF-8 CSV with a byte-order mark: table, totals, then what it was computed for and the legal footer', () => {
  const doc: ScheduleDocument = {
    kind: 'credit',
    lang: 'ru',
    bank: 'Банк SSB',
    heading: 'График',
    product: '=cmd|calc',
    facts: [{ label: 'Сумма', text: '1 000', csv: { number: 1000, digits: 2 } }],
    columns: [
      { label: '№', numeric: true, weight: 1 },
      { label: 'Платёж', numeric: true, weight: 1 },
    ],
    rows: [
      [
        { text: '1', csv: { number: 1, digits: 0 } },
        { text: '500,25', csv: { number: 500.25, digits: 2 } },
      ],
    ],
    totals: [{ label: 'Всего', text: '500,25', csv: { number: 500.25, digits: 2 }, testId: 't' }],
    remarks: ['Последний платёж больше остальных.'],
    note: 'Расчёт является приблизительным.',
    legal: ['Дата расчёта: 26.11.2026. Это предварительный расчёт, а не оферта.', 'Головной офис: 734025, г. Душанбе, ул. Рудаки, 48'],
    fileName: 'f',
  };
  const csv = scheduleCsv(doc);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1).split('\r\n')).toEqual([
    '№;Платёж',
    '1;500,25',
    '',
    'Всего;500,25',
    'Последний платёж больше остальных.',
    '',
    `Банк SSB;"'=cmd|calc"`,
    'Сумма;1000,00',
    'Расчёт является приблизительным.',
    'Дата расчёта: 26.11.2026. Это предварительный расчёт, а не оферта.',
    'Головной офис: 734025, г. Душанбе, ул. Рудаки, 48',
    '',
  ]);
});
