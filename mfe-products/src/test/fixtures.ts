/** Products as the API serves them, and a detail page's props, for this remote's page tests. */
export const credit = {
  id: 1,
  title: 'Consumer loan',
  description: 'Before the marker&lt;info&gt;;After the marker',
  image: null,
  audience: 'individual',
  currency: 'TJS',
  percent: 24,
  minAmount: 1000,
  maxAmount: 50000,
  minMonths: 12,
  maxMonths: 60,
};

export const deposit = {
  ...credit,
  id: 6,
  title: 'Savings deposit',
  rateTiers: [
    { percent: 7, upToMonths: 12 },
    { percent: 8, upToMonths: null },
  ],
  interestPayout: 'monthly' as const,
};

/** The props the shell gives a detail page for `slug`. */
export const detailProps = (slug: string) => ({ lang: 'en' as const, params: { slug } });
