const tj = {
  'apply.title': 'Дархости онлайн',
  'apply.lead': 'Дархостро барои корт, қарз ё амонат аз саҳифаи маҳсулот фиристед. Ҳуҷҷатҳоро дар яке аз филиалҳои мо низ супоридан мумкин аст:',
  'apply.contact': 'Маркази тамос: 8855',
};
export default tj;
export type Catalog = typeof tj;
