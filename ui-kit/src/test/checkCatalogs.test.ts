import { checkCatalogs } from './checkCatalogs';

describe('checkCatalogs', () => {
  it('accepts catalogs with the same non-empty keys', () => {
    expect(checkCatalogs({ tj: { a: 'А' }, ru: { a: 'А' }, en: { a: 'A' } })).toEqual([]);
  });
  it('names a key missing in one language and an empty message', () => {
    expect(checkCatalogs({ tj: { a: 'А', b: 'Б' }, ru: { a: 'А' }, en: { a: ' ', b: 'B' } })).toEqual(['ru: missing b', 'en: empty a']);
  });
});
