import { screen } from '@testing-library/react';
import type { LangCode } from '@ssb/contracts';
import { formatNumber } from '@ssb/ui-kit';
import { CONSUMER_CREDIT } from '../../test/fixtures';
import { fakeApi, renderCalc } from '../../test/render';
import { CreditEffectiveRate } from './CreditEffectiveRate';
import { effectiveRateRange } from './effectiveRateRange';

const norm = (s: string) => s.replace(/\s+/g, ' ');
const today = new Date(2026, 10, 26);
const WORDS: Record<LangCode, RegExp> = {
  tj: /^Фоизи самаранок: аз .+% то .+% солона$/,
  ru: /^Эффективная ставка: от .+% до .+% годовых$/,
  en: /^Effective rate: .+% to .+% a year$/,
};

it.each<LangCode>(['tj', 'ru', 'en'])('says the range of the effective rate in %s', (lang) => {
  renderCalc(<CreditEffectiveRate credit={CONSUMER_CREDIT} />, { lang, api: fakeApi({}), today });
  const range = effectiveRateRange(CONSUMER_CREDIT, today)!;
  const text = norm(screen.getByTestId('credit-effective-rate-range').textContent ?? '');
  expect(text).toMatch(WORDS[lang]);
  expect(text).toContain(norm(formatNumber(range.min, lang, 2)));
  expect(text).toContain(norm(formatNumber(range.max, lang, 2)));
});

it('says one figure when every term gives the same', () => {
  renderCalc(<CreditEffectiveRate credit={{ ...CONSUMER_CREDIT, minMonths: 24, maxMonths: 24 }} />, { lang: 'en', api: fakeApi({}), today });
  expect(screen.getByTestId('credit-effective-rate-range')).toHaveTextContent(/^Effective rate: \d+\.\d\d% a year$/);
});
