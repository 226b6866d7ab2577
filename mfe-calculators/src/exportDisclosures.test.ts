/**
 * The disclosures in the PDF itself, across two features (the schedule makes the document, the
 * export lays it out): the file jsPDF makes from the real schedule document (the
 * real catalogs, the real font) is read back to text and must carry the effective rate, the
 * remarks on the figures and the legal footer.
 */
import { readFileSync } from 'node:fs';
import type { jsPDF as JsPdf } from 'jspdf';
import { createIntl } from 'react-intl';
import type { LangCode } from '@ssb/contracts';
import { creditSchedule, depositSchedule } from './domain';
import { CONSUMER_CREDIT } from './test/fixtures';
import { pdfTextLines } from './test/pdfText';
import { creditDocument, depositDocument } from './features/schedule/model';
import ru from './i18n/ru';
import tj from './i18n/tj';
import { layoutSchedulePdf } from './features/export/pdfLayout';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { jsPDF } = require('jspdf/dist/jspdf.node.min.js') as { jsPDF: typeof JsPdf };
const font = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')).toString('latin1');

const intlOf = (lang: LangCode) => createIntl({ locale: lang === 'tj' ? 'tg' : lang, messages: lang === 'tj' ? tj : ru });
const startDate = new Date(2026, 10, 26);

function bytesOf(blob: Blob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function textOf(blob: Blob): Promise<string> {
  const lines = pdfTextLines(await bytesOf(blob));
  // Wrapped lines joined again, spaces as the PDF has them.
  return lines.join(' ').replace(/\s+/g, ' ');
}

const labels = { page: (n: number, of: number) => `${n}/${of}`, made: '' };

it('a credit PDF shows the effective rate, the last payment note and the legal footer', async () => {
  const rows = creditSchedule({ amount: 50000, annualPercent: 24, months: 12, startDate });
  const doc = creditDocument(CONSUMER_CREDIT, rows, { intl: intlOf('ru'), lang: 'ru', amount: 50000, months: 12, percent: 24, startDate });
  const text = await textOf(layoutSchedulePdf(jsPDF, font, doc, labels));
  const rate = doc.totals.find((t) => t.testId === 'total-effective-rate');
  expect(rate?.text).toMatch(/^2\d,\d\d %$/);
  expect(text).toContain(`Эффективная годовая ставка ${rate!.text}`);
  expect(text).toContain('Всего процентов');
  expect(text).toContain('Всего платежей');
  expect(doc.remarks).toHaveLength(1);
  expect(text).toMatch(/Последний платёж \([\d ]+,\d\d сомони\) больше остальных \([\d ]+,\d\d сомони\): он полностью погашает остаток долга\./);
  expect(text).toContain('Дата расчёта: 26.11.2026. Это предварительный расчёт, а не оферта.');
  expect(text).toContain('Банк SSB работает на основании лицензии Национального банка Таджикистана № 0000164 от 23.10.2020.');
  expect(text).toContain('Головной офис: 734025, г. Душанбе, ул. Рудаки, 48');
});

it('a deposit PDF in Tajik shows the yield after tax, why the tax is not 12 % of the total, and the legal footer', async () => {
  const rows = depositSchedule({ amount: 10000, annualPercent: 7, months: 12, startDate });
  const deposit = { ...CONSUMER_CREDIT, title: 'Мӯҳлатнок', rateTiers: [{ upToMonths: null, percent: 7 }] };
  const doc = depositDocument(deposit, rows, { intl: intlOf('tj'), lang: 'tj', amount: 10000, months: 12, percent: 7, startDate });
  const text = await textOf(layoutSchedulePdf(jsPDF, font, doc, labels));
  expect(text).toContain('Андози нигоҳдошташуда (12%) 85,20 сомонӣ');
  expect(text).toContain('Даромаднокии самараноки солона (баъди андоз) 6,25 %');
  expect(text).toContain('Андоз аз фоизҳои ҳар моҳ нигоҳ дошта мешавад ва ҳар дафъа то дирам яклухт карда мешавад');
  expect(text).toContain('аз 12%-и даромади умумӣ (85,17 сомонӣ) чанд дирам фарқ кунад.');
  expect(text).toContain('Санаи ҳисоб: 26.11.2026. Ин ҳисоби тахминӣ аст, на оферта.');
  expect(text).toContain('Бонки SSB дар асоси иҷозатномаи Бонки миллии Тоҷикистон № 0000164 аз 23.10.2020 фаъолият мекунад.');
  expect(text).toContain('Дафтари марказӣ: 734025, ш. Душанбе, кӯчаи Рӯдакӣ, 48');
});

it('a deposit paying interest monthly: its PDF shows the yield of those payments and says how it is paid', async () => {
  const rows = depositSchedule({ amount: 10000, annualPercent: 7, months: 12, startDate });
  const deposit = { ...CONSUMER_CREDIT, title: 'Срочный', rateTiers: [{ upToMonths: null, percent: 7 }], interestPayout: 'monthly' as const };
  const doc = depositDocument(deposit, rows, { intl: intlOf('ru'), lang: 'ru', amount: 10000, months: 12, percent: 7, startDate });
  const text = await textOf(layoutSchedulePdf(jsPDF, font, doc, labels));
  // 6.25 % were the money paid at maturity; paid monthly it is worth more (Python's decimal: 6.4275 %).
  expect(text).toContain('Эффективная годовая доходность (после налога) 6,43 %');
  expect(text).toContain('Проценты выплачиваются ежемесячно: доходность учитывает каждую выплату в её дату.');
});

it('says nothing about the tax when it is 12 % of the income to the diram', () => {
  const rows = depositSchedule({ amount: 10000, annualPercent: 12, months: 3, startDate: new Date(2026, 0, 15) });
  const deposit = { ...CONSUMER_CREDIT, rateTiers: [{ upToMonths: null, percent: 12 }] };
  const doc = depositDocument(deposit, rows, { intl: intlOf('ru'), lang: 'ru', amount: 10000, months: 3, percent: 12, startDate });
  // Only how the interest is paid: no word on the tax.
  expect(doc.remarks).toEqual(['Проценты выплачиваются вместе с вкладом в конце срока.']);
});
