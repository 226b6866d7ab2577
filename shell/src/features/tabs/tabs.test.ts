import { initialTabFor, pinnedTabFor, isSubItemActive, parseTabType, searchWithType, tabHref, tabOf, withType, TABS } from './tabs';

it('reads type 1 to 5 from the query and nothing else', () => {
  expect(parseTabType('1')).toBe(1);
  expect(parseTabType('5')).toBe(5);
  expect(parseTabType(null)).toBeNull();
  expect(parseTabType('6')).toBeNull();
  expect(parseTabType('1x')).toBeNull();
});

it('has the sub-navigation children for each tab', () => {
  expect(tabOf(1).children).toEqual(['Deposit', 'Credit', 'transfers', 'Card', 'rko', 'safe-operations', 'SSB-mobile']);
  expect(tabOf(2).children).toEqual(['Deposit', 'Credit', 'rko', 'services', 'SSB-mobile']);
  expect(tabOf(3).children).toEqual(['correspondence', 'sale', 'interbank-lending', 'organization-documents']);
  expect(tabOf(4).children).toEqual(['about-bank', 'documents', 'history', 'news', 'head', 'structure', 'gallery', 'addresses', 'rights']);
  expect(TABS.map((t) => t.root)).toEqual(['/', '/legal-person', '/financial-organization', '/about', '/rights']);
});

it('starts a first visit on the first tab, or on the tab whose root was opened', () => {
  expect(initialTabFor('/')).toBe(1);
  expect(initialTabFor('/Credit')).toBe(1);
  expect(initialTabFor('/legal-person')).toBe(2);
  expect(initialTabFor('/financial-organization')).toBe(3);
  expect(initialTabFor('/about')).toBe(4);
  expect(initialTabFor('/addresses')).toBe(4);
});

it('pins the bank\'s own pages to "About us", and nothing else', () => {
  for (const path of ['/about', '/about-bank', '/news', '/news/12', '/addresses', '/vacancy/3', '/history', '/privacy', '/contact-us'])
    expect(pinnedTabFor(path)).toBe(4);
  for (const path of ['/', '/Credit', '/Credit/7', '/legal-person', '/rights', '/search', '/calculators', '/no/such/page'])
    expect(pinnedTabFor(path)).toBeNull();
});

it('builds localised links that carry the type', () => {
  expect(tabHref(tabOf(1), 'tj')).toBe('/?type=1');
  expect(tabHref(tabOf(2), 'ru')).toBe('/ru/legal-person?type=2');
  expect(tabHref(tabOf(5), 'en')).toBe('/en/rights?type=5');
  expect(withType('/Credit', 'en', 2)).toBe('/en/Credit?type=2');
  expect(searchWithType('?q=a&type=3', 1)).toBe('?q=a&type=1');
});

it('highlights an item when the path ends with its name (and on its detail pages)', () => {
  expect(isSubItemActive('/Credit', 'Credit')).toBe(true);
  expect(isSubItemActive('/Credit/', 'Credit')).toBe(true);
  expect(isSubItemActive('/Credit/7', 'Credit')).toBe(true);
  expect(isSubItemActive('/Deposit', 'Credit')).toBe(false);
  expect(isSubItemActive('/rko', 'Card')).toBe(false);
  expect(isSubItemActive('/', 'Deposit')).toBe(false);
});
