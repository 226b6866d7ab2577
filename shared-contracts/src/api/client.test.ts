import { buildQuery } from './client';

it('joins only the non-empty pairs, encoded (SPEC §7)', () => {
  expect(buildQuery({ language_id: 2, q: 'кредит & депозит', empty: '', none: undefined, nil: null, zero: 0 })).toBe(
    'language_id=2&q=%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82%20%26%20%D0%B4%D0%B5%D0%BF%D0%BE%D0%B7%D0%B8%D1%82&zero=0',
  );
  expect(buildQuery({})).toBe('');
});
