// The calculators on a phone: the result right under the inputs, main figure first, and no blank
// band reserved for a message that is not there. jsdom applies no media query, so the phone's
// rules are checked as the stylesheet states them.
import { screen } from '@testing-library/react';
import { cssRulesOf } from '@ssb/ui-kit/test';
import { type Deposit } from '@ssb/api-client';
import { CONSUMER_CREDIT } from '../../test/fixtures';
import { fakeApi, renderCalc } from '../../test/render';
import { CreditCalculator } from '../credit-calculator';
import { DepositCalculator } from '../deposit-calculator';

const PHONE = '(max-width: 767px)';

const DEPOSIT: Deposit = {
  id: 7,
  title: 'Term deposit',
  description: 'a',
  image: null,
  audience: 'individual',
  currency: 'TJS',
  minAmount: 1000,
  maxAmount: 1_000_000,
  minMonths: 3,
  maxMonths: 24,
  rateTiers: [{ upToMonths: null, percent: 8 }],
  interestPayout: 'maturity',
};

/** A declaration of the element's own class (selector `.x`, or `.x:empty` with `state`) on a phone. */
function phoneValue(element: Element, property: string, state = '') {
  const own = cssRulesOf(element).filter(
    (r) => r.media === PHONE && Array.from(element.classList).some((c) => r.selector.trim() === `.${c}${state}`),
  );
  return (
    own
      .map((r) => r.style.getPropertyValue(property))
      .filter(Boolean)
      .at(-1) ?? ''
  );
}

/** Everything the phone shows between two elements of the calculator, in page order. */
const elementsBetween = (root: Element, from: Element, to: Element) =>
  Array.from(root.querySelectorAll('*')).filter(
    (el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && el.compareDocumentPosition(to) & Node.DOCUMENT_POSITION_FOLLOWING,
  );

it.each([
  ['credit', () => <CreditCalculator creditId={1} credit={CONSUMER_CREDIT} />, 'monthly-payment', 'credit-result'],
  ['deposit', () => <DepositCalculator depositId={7} />, 'deposit-maturity', 'deposit-result'],
] as const)('%s calculator on a phone: the main figure first, right after the inputs, and no blank band', async (kind, ui, mainId, resultId) => {
  renderCalc(ui(), { lang: 'en', api: fakeApi({ '/Deposit/7/': DEPOSIT }), url: '/?amount=10000&months=12' });
  const main = await screen.findByTestId(mainId);
  const calculator = screen.getByTestId(`${kind}-calculator`);
  const result = screen.getByTestId(resultId);

  // The main figure is the result's first figure, and nothing but the (empty) messages and the
  // result's first label stand between the last input and it.
  expect(result.querySelector('dd')).toBe(main);
  const inputs = calculator.querySelectorAll('input');
  const between = elementsBetween(calculator, inputs[inputs.length - 1]!, main).filter((el) => el.textContent !== '');
  expect(between.map((el) => el.tagName)).toEqual(expect.arrayContaining(['DT']));
  expect(between.filter((el) => !['DIV', 'SPAN', 'DL', 'DT'].includes(el.tagName))).toEqual([]);

  // Each field's range message takes no room on a phone while it is empty.
  for (const problem of [screen.getByTestId('amount-problem'), screen.getByTestId('months-problem')]) {
    expect(problem).toBeEmptyDOMElement();
    expect(phoneValue(problem, 'min-height')).toBe('0');
    expect(phoneValue(problem, 'display', ':empty')).toBe('none');
  }
  // Nor does the hint under a result that is shown.
  const hints = Array.from(result.parentElement!.children).filter((el) => el.tagName === 'P' && el.textContent === '');
  expect(hints).toHaveLength(1);
  const hint = hints[0]!;
  expect(phoneValue(hint, 'display', ':empty')).toBe('none');
  // The inputs and the result are 12 px apart on a phone, not 32.
  expect(phoneValue(calculator, 'gap')).toBe('12px');
  // The figures are a compact summary: label and figure on one line.
  expect(phoneValue(result, 'grid-template-columns')).toBe('minmax(0, 1fr) auto');
});
