/** JSON schemas of the credit endpoints: they validate, serialise and make the OpenAPI document. */
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

export const creditListQuerySchema = {
  type: 'object',
  required: ['language_id'],
  additionalProperties: false,
  properties: {
    language_id: { type: 'integer', enum: [1, 2, 3] },
    audience: { type: 'string', enum: ['individual', 'legal'] },
  },
} as const;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
