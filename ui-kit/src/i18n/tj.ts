// The kit's own words. Its ids start with `ui.`, so they never meet a part's own.
const tj = {
  'ui.siteName': 'Бонки SSB',
  'ui.loadError': 'Маълумот бор нашуд. Лутфан баъдтар кӯшиш кунед.',
  'ui.retry': 'Аз нав кӯшиш кунед',
  'ui.close': 'Пӯшидан',
};

export default tj;
