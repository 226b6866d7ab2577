const tj = {
  'hub.title': 'Ҳисобкунакҳо',
  'hub.lead': 'Пардохти моҳонаи қарзро пешакӣ ҳисоб кунед.',
  'hub.share': 'Пайвандро нусха бардоштан',
  'hub.shared': 'Пайванд нусха бардошта шуд',
  'hub.shareFailed': 'Нусха бардоштан нашуд. Пайванд: {url}',
  'calc.title': 'Ҳисобкунаки қарз',
  'calc.amount': 'Маблағи қарз',
  'calc.months': 'Мӯҳлат (моҳ)',
  'calc.monthly': 'Пардохти моҳона',
  'calc.total': 'Ҳамагӣ пардохт',
  'calc.overpayment': 'Пардохти изофа',
  'calc.approximate': 'Ҳисоб тахминӣ аст.',
  'calc.outOfBounds': 'Маблағ бояд аз {minAmount} то {maxAmount} ва мӯҳлат аз {minMonths} то {maxMonths} моҳ бошад.',
  'calc.unavailable': 'Модул муваққатан бо ин забон дастнорас аст, баъдтар кӯшиш кунед.',
};
export default tj;
export type Catalog = typeof tj;
