import type { FastifyReply } from 'fastify';
import type { LanguageId } from './language';

/** Every error answer: what went wrong, which field, and a message in the request's language. */
export const errorSchema = {
  $id: 'Error',
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string' },
    field: { type: 'string' },
    message: { type: 'string' },
  },
} as const;

const NOT_FOUND: Record<LanguageId, string> = {
  1: 'Маълумот ёфт нашуд',
  2: 'Не найдено',
  3: 'Not found',
};

export function notFound(reply: FastifyReply, what: string, lang: LanguageId) {
  return reply.code(404).send({ error: 'not_found', field: what, message: NOT_FOUND[lang] });
}

export const errorRef = { $ref: 'Error#' } as const;
