const tj = {
  'site.name': 'Бонки SSB',
  'site.description': 'Бонки SSB: амонатҳо, қарзҳо, кортҳо, интиқоли пул ва қурби асъор.',
  'nav.home': 'Саҳифаи асосӣ',
  'nav.main': 'Менюи асосӣ',
  'nav.credits': 'Қарзҳо',
  'nav.calculators': 'Ҳисобкунакҳо',
  'nav.apply': 'Дархост',
  'nav.about': 'Дар бораи мо',
  'nav.language': 'Забон',
  'nav.internetBanking': 'Интернет-бонкинг',
  'notFound.title': 'Ин саҳифа ёфт нашуд',
  'notFound.home': 'Ба саҳифаи асосӣ',
  'error.title': 'Хатогӣ рух дод',
  'error.text': 'Саҳифаро нишон додан нашуд. Лутфан саҳифаро аз нав бор кунед.',
  'error.reload': 'Аз нав бор кардан',
  'footer.contact': 'Маркази тамос: 8855',
  'footer.hours': 'Дш–Ҷм 08:00–17:00, Шн 09:00–12:00, Якшанбе — рӯзи истироҳат',
  'footer.rights': '© {year} Бонки SSB. Ҳамаи ҳуқуқҳо ҳифз шудаанд.',
  'alert.close': 'Пӯшидан',
};
export default tj;
export type ShellCatalog = typeof tj;
