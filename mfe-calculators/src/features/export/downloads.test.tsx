import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { alertAtom } from '@ssb/contracts';
import { type Credit } from '@ssb/api-client';
import { fakeApi, renderCalc } from '../../test/render';
import { CreditCalculator } from '../credit-calculator';

// The PDF and PNG makers are replaced by doubles; the flags say when their modules are loaded.
const mockLoaded = { pdf: false, png: false };
const mockPdf = jest.fn();
jest.mock('./makePdf', () => {
  mockLoaded.pdf = true;
  return { makeSchedulePdf: (...args: unknown[]) => mockPdf(...args) };
});
jest.mock('./makePng', () => {
  mockLoaded.png = true;
  return { makeSchedulePng: () => Promise.reject(new Error('canvas is tainted')) };
});

const CREDIT: Credit = {
  id: 3,
  title: '=Ипотека',
  description: '',
  image: null,
  audience: 'individual',
  currency: 'TJS',
  percent: 18,
  minAmount: 1000,
  maxAmount: 100000,
  minMonths: 3,
  maxMonths: 60,
};

const saved: { blob: Blob; name: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  let lastBlob: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:test';
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

/** The page's jotai store: the alert the calculator raises is read from it. */
let store = createStore();

async function openSchedule(lang: 'tj' | 'ru' | 'en' = 'ru') {
  store = createStore();
  renderCalc(<CreditCalculator creditId={3} />, { lang, api: fakeApi({ '/Credit/3/': CREDIT }), url: '/?amount=12000&months=6', store });
  await userEvent.click(await screen.findByTestId('open-schedule'));
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByTestId('download-csv'); // the table and downloads load on the first open
  return dialog;
}

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob, 'utf-8');
  });

it('downloads the CSV at once, without loading the PDF or PNG makers', async () => {
  const dialog = await openSchedule('ru');
  await userEvent.click(within(dialog).getByTestId('download-csv'));
  expect(saved).toHaveLength(1);
  expect(saved[0]?.name).toBe('ssb-credit-3-12000-6m.csv');
  expect(saved[0]?.blob.type).toBe('text/csv;charset=utf-8');
  const text = await readText(saved[0]!.blob);
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('№;Дата;Ежемесячный платёж, сомони;Проценты, сомони;Основной долг, сомони;Остаток долга, сомони;Дней');
  // Table, blank, 3 totals + the effective rate + the last payment's remark, blank, bank, 4 facts, the note, 3 legal lines, end.
  expect(lines).toHaveLength(1 + 6 + 1 + 3 + 1 + 1 + 1 + 5 + 1 + 3 + 1);
  expect(lines).toContainEqual(expect.stringMatching(/^Эффективная годовая ставка;\d+,\d\d$/));
  // Money in the remark keeps its no-break group separators.
  expect(lines.map((l) => l.replace(/[\u00a0\u202f]/g, ' '))).toContain(
    'Последний платёж (2 111,62 сомони) больше остальных (2 106,30 сомони): он полностью погашает остаток долга.',
  );
  expect(lines).toContain('Дата расчёта: 23.11.2026. Это предварительный расчёт, а не оферта.');
  expect(lines).toContain('Банк SSB работает на основании лицензии Национального банка Таджикистана № 0000164 от 23.10.2020.');
  // The product title from the API cannot become a formula.
  expect(lines).toContain(`Банк SSB;"'=Ипотека"`);
  expect(mockLoaded).toEqual({ pdf: false, png: false });
});

it('loads the PDF maker only when asked, shows progress, then saves the file', async () => {
  let finish: (blob: Blob) => void = () => undefined;
  mockPdf.mockImplementation((_doc: unknown, labels: { page: (n: number, of: number) => string }, onProgress: (f: number) => void) => {
    expect(labels.page(1, 2)).toBe('Страница 1 из 2');
    onProgress(0.4);
    return new Promise<Blob>((resolve) => {
      finish = resolve;
    });
  });
  const dialog = await openSchedule('ru');
  expect(mockLoaded.pdf).toBe(false);
  await userEvent.click(within(dialog).getByTestId('download-pdf'));
  expect(mockLoaded.pdf).toBe(true);
  const progress = await within(dialog).findByTestId('export-progress');
  expect(progress).toHaveAttribute('value', '40');
  expect(within(dialog).getByRole('status')).toHaveTextContent('Готовим PDF… 40%');
  expect(within(dialog).getByTestId('download-png')).toBeDisabled();
  await act(async () => finish(new Blob(['%PDF-1.3'], { type: 'application/pdf' })));
  expect(saved.map((s) => s.name)).toEqual(['ssb-credit-3-12000-6m.pdf']);
  expect(within(dialog).queryByTestId('export-progress')).toBeNull();
  expect(within(dialog).getByTestId('download-pdf')).toBeEnabled();
});

it('logs a failed file and shows an error alert in the language, and the page goes on', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const dialog = await openSchedule('tj');
  await userEvent.click(within(dialog).getByTestId('download-png'));
  expect(logged).toHaveBeenCalledWith('[mfe-calculators] making the PNG failed', expect.any(Error));
  expect(store.get(alertAtom)).toMatchObject({ type: 'error', msg: 'Файли PNG сохта нашуд. Баъдтар кӯшиш кунед.' });
  expect(saved).toHaveLength(0);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(within(dialog).getByTestId('download-png')).toBeEnabled();
});
