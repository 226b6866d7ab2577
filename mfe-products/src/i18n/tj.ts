const tj = {
  'home.title': 'Бонки SSB — хизматрасониҳои бонкӣ барои шумо',
  'home.lead': 'Амонатҳо, қарзҳо, кортҳо ва интиқоли пул — дар як ҷо, бо забони шумо.',
  'home.credits': 'Қарзҳо',
  'credits.title': 'Қарзҳо',
  'credits.empty': 'Ҳоло ягон қарз нест.',
  'credits.error': 'Маълумотро бор кардан нашуд. Лутфан баъдтар кӯшиш кунед.',
  'credits.retry': 'Аз нав кӯшиш кардан',
  'credits.rate': 'Аз {percent}% дар як сол',
  'credits.term': 'Мӯҳлат: {min}–{max} моҳ',
  'credits.amount': 'Маблағ: {min} – {max}',
  'credits.more': 'Муфассал',
  'credit.notFound': 'Чунин қарз ёфт нашуд.',
  'credit.back': 'Ба рӯйхати қарзҳо',
  'page.loading': 'Бор шуда истодааст…',
};
export default tj;
export type Catalog = typeof tj;
