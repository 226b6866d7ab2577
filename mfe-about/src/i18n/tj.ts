const tj = {
  'about.title': 'Дар бораи бонк',
  'about.lead': 'Бонки SSB ба шаҳрвандон ва соҳибкорони Тоҷикистон хизмат мерасонад. Иҷозатнома 23 октябри соли 2020 дода шудааст.',
  'about.sections': 'Бахшҳо',
  'nav.about-bank': 'Дар бораи мо',
  'nav.documents': 'Ҳуҷҷатҳо',
  'nav.history': 'Таърих',
  'nav.news': 'Хабарҳо',
  'nav.head': 'Роҳбарият',
  'nav.structure': 'Сохтор',
  'nav.gallery': 'Галерея',
  'nav.addresses': 'Суроғаҳо',
  'nav.rights': 'Ҳуқуқи истеъмолкунандагон',
};
export default tj;
export type Catalog = typeof tj;
