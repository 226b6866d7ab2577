/** JSON schemas of the credit endpoints: they validate, serialise and make the OpenAPI document. */
// The credit's record is the content feature's, as every kind staff publish: one schema for the
// answers and for what staff publish.
export { creditSchema } from '../content';

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
