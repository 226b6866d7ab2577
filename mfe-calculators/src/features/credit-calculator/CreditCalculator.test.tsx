import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationRequestAtom, type LangCode } from '@ssb/contracts';
import { formatMoney as money, formatNumber } from '@ssb/ui-kit';
import { annuityPayment, creditEffectiveRate, creditSchedule, creditTotals } from '../../domain';
import { CONSUMER_CREDIT as CREDIT } from '../../test/fixtures';
import { CATALOGS, currentUrl, fakeApi, renderCalc } from '../../test/render';
import { CreditCalculator } from './CreditCalculator';

/** As the page shows it, with any space as a plain one (toHaveTextContent does the same). */
const norm = (s: string) => s.replace(/\s+/g, ' ');
const formatMoney = (...args: Parameters<typeof money>) => norm(money(...args));

const api = () => fakeApi({ '/Credit/1/': CREDIT });
const amountField = () => screen.getByRole('textbox', { name: /amount|маблағ|сумма/i });
const monthsField = () => screen.getByRole('textbox', { name: /term|мӯҳлат|срок/i });

describe.each<LangCode>(['tj', 'ru', 'en'])('CreditCalculator in %s', (lang) => {
  const t = CATALOGS[lang];

  it('computes the domain monthly payment from the inputs in the URL', async () => {
    renderCalc(<CreditCalculator creditId={1} />, { lang, api: api(), url: '/Credit/1?amount=10000&months=12' });
    const payment = await screen.findByTestId('monthly-payment');
    expect(payment).toHaveTextContent(formatMoney(annuityPayment(10000, 24, 12), 'TJS', lang, 2));
    expect(amountField()).toHaveValue('10000');
    expect(monthsField()).toHaveValue('12');
    expect(screen.getByText(t['calc.approximate'])).toBeInTheDocument();
  });

  it('shows the effective annual rate of the schedule, labelled, beside the total to pay', async () => {
    const today = new Date(2026, 10, 23);
    renderCalc(<CreditCalculator creditId={1} />, { lang, api: api(), url: '/Credit/1?amount=10000&months=12', today });
    const rows = creditSchedule({ amount: 10000, annualPercent: 24, months: 12, startDate: today });
    const rate = await screen.findByTestId('credit-effective-rate');
    expect(rate).toHaveTextContent(`${norm(formatNumber(creditEffectiveRate(rows, 10000), lang, 2))} %`);
    expect(rate.previousElementSibling).toHaveTextContent(t['calc.effectiveRate']);
    expect(screen.getByTestId('credit-total')).toHaveTextContent(formatMoney(creditTotals(rows).totalPayment, 'TJS', lang, 2));
  });

  it('does not compute out of bounds and names the allowed range', async () => {
    renderCalc(<CreditCalculator creditId={1} />, { lang, api: api(), url: '/Credit/1?amount=10000&months=12' });
    await screen.findByTestId('monthly-payment');
    fireEvent.change(amountField(), { target: { value: '70000' } });
    const problem = screen.getByTestId('amount-problem');
    expect(problem).toHaveTextContent(formatMoney(3000, 'TJS', lang));
    expect(problem).toHaveTextContent(formatMoney(60000, 'TJS', lang));
    expect(problem).toHaveAttribute('role', 'alert');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('monthly-payment')).toBeNull();
    expect(screen.getByTestId('out-of-bounds')).toHaveTextContent(t['calc.fixInputs']);
    expect(screen.getByTestId('open-schedule')).toBeDisabled();

    fireEvent.change(monthsField(), { target: { value: '48' } });
    expect(screen.getByTestId('months-problem')).toHaveTextContent(t['calc.months.range'].replace('{minMonths}', '12').replace('{maxMonths}', '36'));
  });

  it('says the module is unavailable in this language when the credit has no data in it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCalc(<CreditCalculator creditId={99} />, { lang, api: api() });
    expect(await screen.findByTestId('credit-calculator-unavailable')).toHaveTextContent(t['calc.unavailable']);
  });
});

it('computes with the credit the page passed, without asking the API for it again', async () => {
  const noAnswers = fakeApi({});
  renderCalc(<CreditCalculator creditId={1} credit={CREDIT} />, { lang: 'ru', api: noAnswers, url: '/ru/Credit/1?amount=10000&months=12' });
  expect(await screen.findByTestId('monthly-payment')).toHaveTextContent(formatMoney(annuityPayment(10000, 24, 12), 'TJS', 'ru', 2));
  expect(noAnswers.get).not.toHaveBeenCalled();
});

it('loads the credit itself when the one passed is another product', async () => {
  const answers = api();
  renderCalc(<CreditCalculator creditId={1} credit={{ ...CREDIT, id: 2, percent: 99 }} />, {
    lang: 'en',
    api: answers,
    url: '/en/Credit/1?amount=10000&months=12',
  });
  expect(await screen.findByTestId('monthly-payment')).toHaveTextContent(formatMoney(annuityPayment(10000, 24, 12), 'TJS', 'en', 2));
  expect(answers.get).toHaveBeenCalledTimes(1);
  expect(jest.mocked(answers.get).mock.calls[0]?.[0]).toBe('/Credit/1/');
});

it('keeps what is typed in the URL query and recomputes as the visitor types', async () => {
  renderCalc(<CreditCalculator creditId={1} />, { lang: 'en', api: api(), url: '/en/Credit/1' });
  await screen.findByTestId('monthly-payment');
  // Untouched: a round amount in the geometric middle of 3 000 … 60 000, and the middle term.
  expect(amountField()).toHaveValue('10000');
  expect(monthsField()).toHaveValue('24');

  await userEvent.clear(amountField());
  expect(screen.getByTestId('amount-problem')).toHaveTextContent('Enter the amount.');
  await userEvent.type(amountField(), '25000,50');
  expect(currentUrl().searchParams.get('amount')).toBe('25000,50');
  expect(screen.getByTestId('monthly-payment')).toHaveTextContent(formatMoney(annuityPayment(25000.5, 24, 24), 'TJS', 'en', 2));

  fireEvent.change(screen.getByRole('slider', { name: /term/i }), { target: { value: '36' } });
  expect(currentUrl().searchParams.get('months')).toBe('36');
  expect(monthsField()).toHaveValue('36');

  await userEvent.clear(monthsField());
  await userEvent.type(monthsField(), '12.5');
  expect(screen.getByTestId('months-problem')).toHaveTextContent('The term must be a whole number of months.');
});

it('opens the schedule dialog with every row of the domain schedule, and closes it by Esc, button and backdrop', async () => {
  const today = new Date(2026, 0, 31);
  renderCalc(<CreditCalculator creditId={1} />, { lang: 'ru', api: api(), url: '/ru/Credit/1?amount=10000&months=12', today });
  const opener = await screen.findByTestId('open-schedule');
  const expected = creditSchedule({ amount: 10000, annualPercent: 24, months: 12, startDate: today });

  await userEvent.click(opener);
  let dialog = screen.getByRole('dialog', { name: 'График погашения кредита' });
  // The table's code arrives after the dialog (ScheduleDialogs loads it on the first open).
  const rows = (await within(dialog).findAllByRole('row')).slice(1);
  expect(rows).toHaveLength(12);
  const first = expected[0]!;
  const last = expected[11]!;
  const cellsOf = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((c) => norm(c.textContent ?? ''));
  const shown = (r: typeof first) => [
    String(r.number),
    r.date,
    ...[r.payment, r.interest, r.principal, r.remaining].map((v) => norm(formatNumber(v, 'ru', 2))),
    String(r.days),
  ];
  expect(cellsOf(rows[0]!)).toEqual(shown(first));
  expect(cellsOf(rows[11]!)).toEqual(shown(last));
  expect(cellsOf(rows[11]!)[5]).toBe('0,00');
  expect(within(dialog).getByTestId('total-payments')).toHaveTextContent('сомони');
  // The disclosures are inside the area the PNG is drawn from: the rate, the last payment, the legal footer.
  const area = within(dialog).getByTestId('schedule-area');
  expect(within(area).getByTestId('total-effective-rate')).toHaveTextContent(
    `${norm(formatNumber(creditEffectiveRate(expected, 10000), 'ru', 2))} %`,
  );
  expect(within(area).getByTestId('schedule-remark')).toHaveTextContent(
    `Последний платёж (${formatMoney(last.payment, 'TJS', 'ru', 2)}) ${last.payment > first.payment ? 'больше' : 'меньше'} остальных (${formatMoney(first.payment, 'TJS', 'ru', 2)})`,
  );
  const legal = within(area).getByTestId('schedule-legal');
  expect(legal).toHaveTextContent('Дата расчёта: 31.01.2026. Это предварительный расчёт, а не оферта.');
  expect(legal).toHaveTextContent('лицензии Национального банка Таджикистана № 0000164 от 23.10.2020');
  expect(legal).toHaveTextContent('734025, г. Душанбе, ул. Рудаки, 48');
  // Focus is inside (the browser keeps Tab there: a modal <dialog>).
  expect(dialog).toContainElement(document.activeElement as HTMLElement);

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();

  await userEvent.click(opener);
  await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(opener);
  dialog = screen.getByRole('dialog');
  await userEvent.click(dialog); // a click inside does not close
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('dialog-backdrop'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

afterEach(() => {
  jest.restoreAllMocks();
  act(() => undefined);
});

it('Apply asks for the credit application with the amount and term the visitor set', async () => {
  const { store } = renderCalc(<CreditCalculator creditId={1} />, { lang: 'tj', api: api(), url: '/Credit/1?amount=10000&months=12' });
  await screen.findByTestId('monthly-payment');
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), '15000,50');
  fireEvent.change(screen.getByRole('slider', { name: /мӯҳлат/i }), { target: { value: '18' } });
  await userEvent.click(screen.getByRole('button', { name: CATALOGS.tj['calc.apply'] }));
  expect(store.get(applicationRequestAtom)).toEqual({ kind: 'credit', productName: 'Consumer loan', productId: 1, amount: 15000.5, months: 18 });

  // Out of bounds there is nothing to apply with.
  fireEvent.change(amountField(), { target: { value: '70000' } });
  expect(screen.getByTestId('calc-apply')).toBeDisabled();
});
