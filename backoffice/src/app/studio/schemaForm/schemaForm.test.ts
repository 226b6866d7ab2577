/** The form's model from a kind's schema, its values from a body and back, and a refusal's field as its control. */
import { GOLD_FORM, NEWS_FORM, OFFICES_FORM } from '../testForms';
import type { ItemBody } from '../types';
import { inputId, messageKeyOf, targetOf } from './errors';
import { humanise } from './labels';
import { formModel, nodeOf } from './model';
import { bodyOf, emptyBlock, fromForm, numberOf, setAt, toForm, valuesOf } from './values';

const news = formModel(NEWS_FORM.schema, NEWS_FORM.translated);
const gold = formModel(GOLD_FORM.schema, GOLD_FORM.translated);
const offices = formModel(OFFICES_FORM.schema, OFFICES_FORM.translated);

const newsBody: ItemBody = {
  common: { slug: 'new-office', date: '2026-11-26', image: '/api/media/news-1.svg', images: [] },
  tj: {
    title: 'Филиали нав',
    summary: 'Хулоса.',
    body: [
      { kind: 'paragraph', text: 'Матн.' },
      { kind: 'list', items: ['як', 'ду'] },
    ],
  },
  ru: { title: 'Новый филиал', summary: 'Кратко.', body: [{ kind: 'heading', text: 'Заголовок' }] },
  en: { title: 'A new office', summary: 'In short.', body: [] },
};

describe('the model', () => {
  it('splits the common fields from the translated ones, with a control for each type', () => {
    expect(news.root).toBeNull();
    expect(news.translated.map((f) => f.name)).toEqual(['title', 'summary', 'body']);
    expect(news.common.map((f) => f.name)).toEqual(['slug', 'date', 'image', 'images', 'deadline']);
    const byName = Object.fromEntries([...news.common, ...news.translated].map((f) => [f.name, f]));
    expect(byName.summary?.node).toEqual({ t: 'text', multiline: true });
    expect(byName.date?.node).toEqual({ t: 'text', multiline: false, date: true });
    expect(byName.deadline?.required).toBe(false);
    expect(byName.title?.required).toBe(true);
    const body = byName.body?.node;
    expect(body?.t).toBe('blocks');
    if (body?.t !== 'blocks') throw new Error('blocks');
    expect(body.variants.map((v) => v.kind)).toEqual(['heading', 'paragraph', 'list', 'table', 'links']);
    expect(body.variants.find((v) => v.kind === 'table')?.fields.map((f) => [f.name, f.node.t])).toEqual([
      ['columns', 'array'],
      ['rows', 'array'],
    ]);
    expect(byName.images?.node).toMatchObject({ t: 'array', item: { t: 'object' } });
  });

  it('knows enums, integers, nullable values and objects keyed by anything', () => {
    const hours = offices.common.find((f) => f.name === 'hours')?.node;
    expect(hours).toMatchObject({ t: 'array', item: { t: 'object' } });
    if (hours?.t !== 'array' || hours.item.t !== 'object') throw new Error('hours');
    expect(hours.item.fields.map((f) => f.node)).toEqual([
      { t: 'enum', options: ['1', '2', '3', '4', '5', '6', '7'], numeric: true },
      { t: 'nullable', inner: { t: 'text', multiline: false } },
      { t: 'nullable', inner: { t: 'text', multiline: false } },
    ]);
    expect(offices.common.find((f) => f.name === 'cityId')?.node).toEqual({ t: 'number', integer: true });
    expect(offices.common.find((f) => f.name === 'lat')?.node).toEqual({ t: 'number', integer: false });
    expect(offices.common.find((f) => f.name === 'currencies')?.node).toMatchObject({ t: 'array', item: { t: 'enum' } });
    expect(gold.root).toEqual({ t: 'map', value: { t: 'object', fields: expect.any(Array) } });
    expect(nodeOf({ anyOf: [{ type: 'object', properties: { a: { type: 'boolean' } } }, { type: 'null' }] })).toEqual({
      t: 'nullable',
      inner: { t: 'object', fields: [{ name: 'a', node: { t: 'boolean' }, required: false }] },
    });
    expect(nodeOf({ type: 'string', enum: ['a', 'b'] })).toEqual({ t: 'enum', options: ['a', 'b'], numeric: false });
  });
});

describe('values and bodies', () => {
  it('a body read into the form and assembled again is the same body', () => {
    const values = valuesOf(news, newsBody);
    expect(values.ru.title).toBe('Новый филиал');
    expect(values.common.deadline).toBe('');
    expect(bodyOf(news, values)).toEqual(newsBody);
  });

  it('numbers are kept as typed until sent, with a decimal comma too; what is not a number is sent as typed', () => {
    expect(numberOf('10,95', false)).toBe(10.95);
    expect(numberOf(' 12 ', true)).toBe(12);
    expect(numberOf('', false)).toBeUndefined();
    expect(numberOf('12a', false)).toBe('12a');
    expect(numberOf('1.5', true)).toBe('1.5');
    const node = nodeOf({ type: 'integer' });
    expect(toForm(node, 7)).toBe('7');
    expect(fromForm(node, '7')).toBe(7);
  });

  it('nullable values, enums by number, optional fields left empty, new blocks', () => {
    const values = valuesOf(offices, {
      common: { cityId: 1, lat: 38.5, lng: 68.7, phone: '+992', hours: [{ weekday: 1, open: '08:00', close: null }], currencies: ['TJS'] },
      tj: { city: 'Душанбе', title: 'Филиал', address: 'Кӯчаи Рӯдакӣ' },
      ru: {},
      en: {},
    });
    expect(values.common.hours).toEqual([{ weekday: '1', open: '08:00', close: null }]);
    const body = bodyOf(offices, values);
    expect(body.common.hours).toEqual([{ weekday: 1, open: '08:00', close: null }]);
    expect(body.tj).toEqual({ city: 'Душанбе', title: 'Филиал', address: 'Кӯчаи Рӯдакӣ' });
    // A required text left empty is sent empty; the API names it if it must not be.
    expect(body.ru).toEqual({ city: '', title: '', address: '' });
    const blocks = news.translated.find((f) => f.name === 'body')?.node;
    if (blocks?.t !== 'blocks') throw new Error('blocks');
    expect(emptyBlock(blocks, 'table')).toEqual({ kind: 'table', columns: [], rows: [] });
    expect(setAt({ a: [{ b: '1' }] }, ['a', 0, 'b'], '2')).toEqual({ a: [{ b: '2' }] });
  });

  it('gold prices: one document of figures by weight', () => {
    const values = valuesOf(gold, { common: { '1': { buy: 900, sell: 950 }, '5': { buy: 4400, sell: 4600 } }, tj: {}, ru: {}, en: {} });
    expect(values.root).toEqual([
      { key: '1', value: { buy: '900', sell: '950' } },
      { key: '5', value: { buy: '4400', sell: '4600' } },
    ]);
    expect(bodyOf(gold, values)).toEqual({ common: { '1': { buy: 900, sell: 950 }, '5': { buy: 4400, sell: 4600 } }, tj: {}, ru: {}, en: {} });
  });
});

describe('a refusal’s field', () => {
  const values = valuesOf(news, newsBody);
  it('is the input it names, with the properties on the way', () => {
    expect(targetOf('ru.title', news, values)).toEqual({ scope: 'ru', path: ['title'], names: ['title'], ids: ['sf-ru-title', 'sf-ru'] });
    expect(targetOf('common.slug', news, values)?.ids[0]).toBe(inputId('common', ['slug']));
    expect(targetOf('tj.body.1.items.0', news, values)).toMatchObject({ path: ['body', 1, 'items', 0], names: ['body', 'items'] });
    // Beyond what the form holds: the nearest control around it.
    expect(targetOf('en.body.4.text', news, values)?.ids).toEqual(['sf-en-body-4', 'sf-en-body', 'sf-en']);
    expect(targetOf('scheduledFor', news, values)?.scope).toBe('schedule');
    expect(targetOf('body', news, values)).toBeNull();
    expect(targetOf(null, news, values)).toBeNull();
  });

  it('of gold prices names the weight’s entry', () => {
    const goldValues = valuesOf(gold, { common: { '1': { buy: 900, sell: 950 }, '5': { buy: 1, sell: 2 } }, tj: {}, ru: {}, en: {} });
    expect(targetOf('common.5.buy', gold, goldValues)).toMatchObject({ scope: 'root', path: [1, 'value', 'buy'], names: ['buy'] });
    expect(targetOf('5.sell', gold, goldValues)?.ids[0]).toBe('sf-root-1-value-sell');
  });

  it('its message is a key of the catalogs', () => {
    expect(messageKeyOf('invalid', 'missing')).toBe('studio.error.missing');
    expect(messageKeyOf('invalid', 'must be number')).toBe('studio.error.number');
    expect(messageKeyOf('exists', 'another news has the address x')).toBe('studio.error.slugTaken');
    expect(messageKeyOf('needs_approval', 'moves 6 %')).toBe('studio.error.needsApproval');
    expect(messageKeyOf('four_eyes', '')).toBe('studio.error.fourEyes');
    expect(messageKeyOf('invalid', 'something new')).toBe('studio.error.invalid');
    expect(humanise('cityId')).toBe('City id');
  });
});
