/**
 * JSON schemas of the content records. They serialise the answers and make the OpenAPI
 * document (/api/docs/json), from which api-client/src/schema.gen.ts is generated (`npm run
 * openapi -w api`); the records of api-client/src/entities/content.ts are names for those types,
 * and api/test/openapi.test.ts fails when the generated file is stale.
 */
type Schema = Record<string, unknown>;

const str = (description?: string): Schema => (description ? { type: 'string', description } : { type: 'string' });
const int = (description?: string): Schema => (description ? { type: 'integer', description } : { type: 'integer' });
const num = (description?: string): Schema => (description ? { type: 'number', description } : { type: 'number' });
const nullable = (type: 'string' | 'integer' | 'number', description?: string): Schema => ({
  type: [type, 'null'],
  ...(description ? { description } : {}),
});
const arr = (items: Schema): Schema => ({ type: 'array', items });
const oneOf = (...values: (string | number)[]): Schema => ({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: values });
export const ref = (id: string): Schema => ({ $ref: `${id}#` });

/** An object with all properties required and no others. */
function obj(properties: Record<string, Schema>, extra: Schema = {}): Schema {
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties, ...extra };
}

const CURRENCY = oneOf('TJS', 'USD', 'EUR', 'RUB');
const AUDIENCE = oneOf('individual', 'legal');
const DATE = str('YYYY-MM-DD');

/** A news item may announce an offer: its last day, optional, after which the lists leave the item out. */
const withOffer = (schema: Schema): Schema => ({
  ...schema,
  properties: { ...(schema.properties as Record<string, Schema>), deadline: str('YYYY-MM-DD, the last day of the offer the item announces') },
});
const SITE_PATH = str('Language-neutral site path, e.g. /Credit/3');

/** A picture may say what it shows (its alt text, in the document's language): optional, the seed's illustrations say nothing. */
const withImageAlt = (schema: Schema): Schema => ({
  ...schema,
  properties: { ...(schema.properties as Record<string, Schema>), imageAlt: str('What the picture shows, for visitors who cannot see it') },
});

const block = (kind: string, props: Record<string, Schema>) => obj({ kind: { type: 'string', enum: [kind] }, ...props });

/** A credit product (GET /api/Credit/…), registered on its own (app.ts) and published as the other kinds are. */
export const creditSchema = {
  $id: 'Credit',
  title: 'Credit',
  type: 'object',
  required: ['id', 'title', 'description', 'image', 'audience', 'currency', 'percent', 'minAmount', 'maxAmount', 'minMonths', 'maxMonths'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string', description: 'Contains the info marker &lt;info&gt; followed by ";"' },
    image: { type: ['string', 'null'] },
    audience: { type: 'string', enum: ['individual', 'legal'] },
    currency: { type: 'string', enum: ['TJS', 'USD', 'EUR', 'RUB'] },
    percent: { type: 'number', description: 'Annual percent' },
    minAmount: { type: 'number' },
    maxAmount: { type: 'number' },
    minMonths: { type: 'integer' },
    maxMonths: { type: 'integer' },
  },
} as const;

export const SCHEMAS: Schema[] = [
  {
    $id: 'PageBlock',
    title: 'PageBlock',
    description: 'A block of a rich text body. Plain text only.',
    oneOf: [
      block('heading', { text: str() }),
      block('paragraph', { text: str() }),
      block('list', { items: arr(str()) }),
      block('table', { columns: arr(str()), rows: arr(arr(str())) }),
      block('links', { items: arr(obj({ title: str(), url: str() })) }),
    ],
  },
  {
    $id: 'RateTier',
    title: 'RateTier',
    ...obj({ upToMonths: nullable('integer', 'Inclusive upper bound in months; null = no upper bound'), percent: num() }),
  },
  {
    $id: 'Deposit',
    title: 'Deposit',
    ...obj({
      id: int(),
      title: str(),
      description: str('Contains the info marker &lt;info&gt; followed by ";"'),
      image: nullable('string'),
      audience: AUDIENCE,
      currency: CURRENCY,
      minAmount: num(),
      maxAmount: num(),
      minMonths: int(),
      maxMonths: int(),
      rateTiers: arr(ref('RateTier')),
      interestPayout: { ...oneOf('monthly', 'maturity'), description: 'When interest is paid: each month, or with the amount at maturity' },
    }),
  },
  {
    $id: 'CardListItem',
    title: 'CardListItem',
    ...obj({
      id: int(),
      type: { type: 'string', enum: ['cards'] },
      title: str(),
      summary: str(),
      image: nullable('string'),
      audience: AUDIENCE,
      paymentSystem: oneOf('VISA', 'MASTERCARD', 'KORTI_MILLI', 'UNIONPAY'),
    }),
  },
  {
    $id: 'BankCard',
    title: 'BankCard',
    ...obj({
      id: int(),
      type: { type: 'string', enum: ['cards'] },
      title: str(),
      summary: str(),
      image: nullable('string'),
      audience: AUDIENCE,
      paymentSystem: oneOf('VISA', 'MASTERCARD', 'KORTI_MILLI', 'UNIONPAY'),
      description: str('Contains the info marker &lt;info&gt; followed by ";"'),
      currencies: arr(CURRENCY),
      termMonths: int(),
      issueFee: num('Somoni, 0 = free'),
      yearlyFee: num('Somoni'),
      reissueFee: num('Somoni, a new card for a lost or damaged one; 0 = free'),
      smsFee: num('Somoni a month for SMS notifications; 0 = free'),
      cashFees: obj({
        ssbAtm: ref('CardCashFee'),
        otherBanks: ref('CardCashFee'),
        abroad: { anyOf: [ref('CardCashFee'), { type: 'null' }], description: 'null: the card does not work abroad' },
      }),
      limits: obj({ dailyCash: num('Somoni'), dailyPurchases: num('Somoni'), monthly: num('Somoni, cash and purchases together') }),
      readyInDays: int('Working days until the card is ready at the office; 0 = the same day'),
      eligibility: str('Who may apply'),
      documents: arr(str()),
      blockPhone: str('The card-blocking line, answered 24/7'),
      blocking: str('How to block the card'),
    }),
  },
  {
    $id: 'CardCashFee',
    title: 'CardCashFee',
    description: 'A cash withdrawal fee: a percent of the amount, but at least `min` somoni; both 0 = free',
    ...obj({ percent: num(), min: num('Somoni') }),
  },
  {
    $id: 'Vacancy',
    title: 'Vacancy',
    ...obj({
      id: int(),
      title: str(),
      cityId: int('City id, 1–11: the cities where the bank works'),
      city: str(),
      deadline: DATE,
      summary: str(),
      responsibilities: arr(str()),
      requirements: arr(str()),
      conditions: arr(str()),
      email: str(),
      phone: str(),
    }),
  },
  {
    $id: 'ExchangeRate',
    title: 'ExchangeRate',
    ...obj({ currency: oneOf('USD', 'EUR', 'RUB'), name: str(), nbt: num('National Bank rate'), buy: num(), sell: num() }),
  },
  {
    $id: 'ExchangeRatesResponse',
    title: 'ExchangeRatesResponse',
    ...obj({
      selector: oneOf('NON_CASH', 'TRANSFER', 'CardTransfer', 'LEGAL'),
      ready: { type: 'boolean', description: 'false: the rates source is not ready (LEGAL)' },
      updatedAt: nullable('string'),
      message: str(),
      results: arr(ref('ExchangeRate')),
    }),
  },
  {
    $id: 'RatesHistory',
    title: 'RatesHistory',
    ...obj({
      selector: oneOf('NON_CASH', 'TRANSFER', 'CardTransfer'),
      days: { type: 'integer', enum: [30, 90] },
      points: arr(
        obj({
          effectiveAt: str(),
          rates: arr(obj({ currency: oneOf('USD', 'EUR', 'RUB'), nbt: num('National Bank rate'), buy: num(), sell: num() })),
        }),
      ),
    }),
  },
  {
    $id: 'GoldRates',
    title: 'GoldRates',
    type: 'object',
    description: 'Keyed by gram weight',
    additionalProperties: obj({ buy: num(), sell: num() }),
  },
  {
    $id: 'Slider',
    title: 'Slider',
    ...withImageAlt(obj({ id: int(), title: str(), text: str(), image: str(), link: nullable('string'), status: { type: 'integer', enum: [1] } })),
  },
  {
    $id: 'PopularProduct',
    title: 'PopularProduct',
    ...obj({
      id: int(),
      kind: oneOf('credit', 'deposit', 'card', 'transfer', 'service'),
      title: str(),
      summary: str(),
      image: nullable('string'),
      link: SITE_PATH,
    }),
  },
  { $id: 'UsefulLink', title: 'UsefulLink', ...obj({ id: int(), title: str(), url: str(), image: nullable('string') }) },
  {
    $id: 'NewsImage',
    title: 'NewsImage',
    ...obj({ id: int(), url: str(), alt: str(), width: int(), height: int() }),
  },
  {
    $id: 'NewsListItem',
    title: 'NewsListItem',
    ...withOffer(obj({ id: int(), type: { type: 'string', enum: ['news'] }, slug: str(), title: str(), summary: str(), date: DATE, image: str() })),
  },
  {
    $id: 'NewsItem',
    title: 'NewsItem',
    ...withImageAlt(
      withOffer(
        obj({
          id: int(),
          type: { type: 'string', enum: ['news'] },
          slug: str(),
          title: str(),
          summary: str(),
          date: DATE,
          image: str(),
          body: arr(ref('PageBlock')),
          images: arr(ref('NewsImage')),
        }),
      ),
    ),
  },
  {
    $id: 'ServiceCard',
    title: 'ServiceCard',
    ...obj({
      id: int(),
      slug: str(),
      type: oneOf('service', 'salary'),
      audience: AUDIENCE,
      title: str(),
      description: str(),
      image: nullable('string'),
      link: SITE_PATH,
      advantages: arr(str()),
    }),
  },
  {
    $id: 'ServiceDetail',
    title: 'ServiceDetail',
    ...obj({
      id: int(),
      slug: str(),
      type: oneOf('service', 'salary'),
      audience: AUDIENCE,
      title: str(),
      description: str(),
      image: nullable('string'),
      link: SITE_PATH,
      advantages: arr(str()),
      body: arr(ref('PageBlock')),
    }),
  },
  {
    $id: 'TransferSystem',
    title: 'TransferSystem',
    ...obj({
      id: int(),
      slug: str(),
      title: str(),
      summary: str(),
      image: nullable('string'),
      currencies: arr(CURRENCY),
      fee: str(),
      speed: str(),
      coverage: str(),
    }),
  },
  {
    $id: 'TransferDetail',
    title: 'TransferDetail',
    ...obj({
      id: int(),
      slug: str(),
      title: str(),
      summary: str(),
      image: nullable('string'),
      currencies: arr(CURRENCY),
      fee: str(),
      speed: str(),
      coverage: str(),
      body: arr(ref('PageBlock')),
    }),
  },
  {
    $id: 'FaqItem',
    title: 'FaqItem',
    ...obj(
      { id: int(), section: oneOf('general', 'credit', 'deposit', 'card'), question: str(), answer: str(), products: arr(int()) },
      // Without `products` a question is for every product of its section.
      { required: ['id', 'section', 'question', 'answer'] },
    ),
  },
  {
    $id: 'DocumentFile',
    title: 'DocumentFile',
    ...obj({ id: int(), title: str(), category: str(), url: str(), format: str(), sizeBytes: int(), date: DATE }),
  },
  { $id: 'Manager', title: 'Manager', ...obj({ id: int(), name: str(), post: str(), image: nullable('string'), bio: str() }) },
  {
    $id: 'StructureUnit',
    title: 'StructureUnit',
    ...obj({ id: int(), parentId: nullable('integer'), title: str(), head: nullable('string') }),
  },
  {
    $id: 'HistoryEvent',
    title: 'HistoryEvent',
    ...obj({ id: int(), year: int(), date: nullable('string'), title: str(), text: str() }),
  },
  {
    $id: 'ReceptionDay',
    title: 'ReceptionDay',
    ...obj({ id: int(), name: str(), surname: str(), patronymic: str(), post: str(), days: str(), times: str() }),
  },
  { $id: 'CustomerRight', title: 'CustomerRight', ...obj({ id: int(), title: str(), body: arr(ref('PageBlock')) }) },
  {
    $id: 'CorrespondentBank',
    title: 'CorrespondentBank',
    ...obj({ id: int(), country: str(), bankName: str(), currencies: arr(CURRENCY), account: str(), swift: str(), requisites: str() }),
  },
  {
    $id: 'PropertyForSale',
    title: 'PropertyForSale',
    ...obj({ id: int(), number: int(), region: str(), property: str(), price: num('Somoni'), image: nullable('string') }),
  },
  {
    $id: 'InterbankRate',
    title: 'InterbankRate',
    ...obj({ id: int(), currency: CURRENCY, term: str(), termDays: int(), placement: num(), attraction: num() }),
  },
  {
    $id: 'Tender',
    title: 'Tender',
    ...obj({
      id: int(),
      title: str(),
      description: str(),
      publishedAt: DATE,
      deadline: DATE,
      status: oneOf('open', 'closed'),
      document: nullable('string'),
    }),
  },
  {
    $id: 'WorkingHours',
    title: 'WorkingHours',
    ...obj({ weekday: oneOf(1, 2, 3, 4, 5, 6, 7), open: nullable('string'), close: nullable('string') }),
  },
  {
    $id: 'BankLocation',
    title: 'BankLocation',
    ...obj({
      id: int(),
      kind: oneOf('office', 'atm', 'pos'),
      cityId: int('City id, 1–11: the cities where the bank works'),
      city: str(),
      title: str(),
      address: str(),
      lat: num(),
      lng: num(),
      phone: str(),
      hours: arr(ref('WorkingHours')),
      currencies: arr(CURRENCY),
    }),
  },
  {
    $id: 'GalleryPhoto',
    title: 'GalleryPhoto',
    ...obj({ id: int(), title: str(), url: str(), thumbnail: str(), width: int(), height: int(), date: DATE }),
  },
  {
    $id: 'GalleryVideo',
    title: 'GalleryVideo',
    ...obj({ id: int(), title: str(), url: str(), poster: str(), durationSeconds: int(), date: DATE }),
  },
  { $id: 'Page', title: 'Page', ...obj({ name: str(), title: str(), summary: str(), body: arr(ref('PageBlock')) }) },
  { $id: 'SnippetPart', title: 'SnippetPart', ...obj({ text: str(), highlight: { type: 'boolean' } }) },
  {
    $id: 'SearchResult',
    title: 'SearchResult',
    ...obj({
      kind: oneOf('credit', 'deposit', 'card', 'news', 'page', 'vacancy'),
      id: int(),
      title: str(),
      snippet: arr(ref('SnippetPart')),
      url: SITE_PATH,
      score: num('Higher is better'),
    }),
  },
  {
    $id: 'SearchResponse',
    title: 'SearchResponse',
    ...obj({
      query: str(),
      results: arr(ref('SearchResult')),
      suggestion: nullable('string', 'When nothing is found: another query that finds something (never the query itself), else null'),
    }),
  },
  {
    $id: 'ApplicationAccepted',
    title: 'ApplicationAccepted',
    ...obj({ id: str(), status: { type: 'string', enum: ['accepted'] }, receivedAt: str() }),
  },
  {
    // The same for every address (double opt-in): the subscription counts once the mailed link is followed.
    $id: 'SubscriptionResult',
    title: 'SubscriptionResult',
    ...obj({ status: oneOf('check_email') }),
  },
];
