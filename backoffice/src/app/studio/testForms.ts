/** Forms as the API answers them (GET /internal/staff/forms), for the tests of the pure parts. */
import type { ChangeForm } from './types';

export const NEWS_FORM: ChangeForm = {
  kind: 'news',
  itemKind: 'news',
  schema: {
    title: 'NewsItem',
    type: 'object',
    additionalProperties: false,
    required: ['slug', 'title', 'summary', 'date', 'image', 'body', 'images'],
    properties: {
      slug: { type: 'string' },
      title: { type: 'string' },
      summary: { type: 'string' },
      date: { type: 'string', description: 'YYYY-MM-DD' },
      image: { type: 'string' },
      body: {
        type: 'array',
        items: {
          title: 'PageBlock',
          description: 'A block of a rich text body. Plain text only.',
          oneOf: [
            {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'text'],
              properties: { kind: { type: 'string', enum: ['heading'] }, text: { type: 'string' } },
            },
            {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'text'],
              properties: { kind: { type: 'string', enum: ['paragraph'] }, text: { type: 'string' } },
            },
            {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'items'],
              properties: { kind: { type: 'string', enum: ['list'] }, items: { type: 'array', items: { type: 'string' } } },
            },
            {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'columns', 'rows'],
              properties: {
                kind: { type: 'string', enum: ['table'] },
                columns: { type: 'array', items: { type: 'string' } },
                rows: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
              },
            },
            {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'items'],
              properties: {
                kind: { type: 'string', enum: ['links'] },
                items: {
                  type: 'array',
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['title', 'url'],
                    properties: { title: { type: 'string' }, url: { type: 'string' } },
                  },
                },
              },
            },
          ],
        },
      },
      images: {
        type: 'array',
        items: {
          title: 'NewsImage',
          type: 'object',
          additionalProperties: false,
          required: ['id', 'url', 'alt', 'width', 'height'],
          properties: {
            id: { type: 'integer' },
            url: { type: 'string' },
            alt: { type: 'string' },
            width: { type: 'integer' },
            height: { type: 'integer' },
          },
        },
      },
      deadline: { type: 'string', description: 'YYYY-MM-DD, the last day of the offer the item announces' },
    },
  },
  translated: ['title', 'summary', 'body'],
  scheduled: false,
  languageNeutral: false,
  file: false,
  slug: true,
};

export const OFFICES_FORM: ChangeForm = {
  kind: 'offices',
  itemKind: 'office',
  schema: {
    title: 'BankLocation',
    type: 'object',
    additionalProperties: false,
    required: ['cityId', 'city', 'title', 'address', 'lat', 'lng', 'phone', 'hours', 'currencies'],
    properties: {
      cityId: { type: 'integer', description: 'City id, 1–11: the cities where the bank works' },
      city: { type: 'string' },
      title: { type: 'string' },
      address: { type: 'string' },
      lat: { type: 'number' },
      lng: { type: 'number' },
      phone: { type: 'string' },
      hours: {
        type: 'array',
        items: {
          title: 'WorkingHours',
          type: 'object',
          additionalProperties: false,
          required: ['weekday', 'open', 'close'],
          properties: {
            weekday: { type: 'integer', enum: [1, 2, 3, 4, 5, 6, 7] },
            open: { type: ['string', 'null'] },
            close: { type: ['string', 'null'] },
          },
        },
      },
      currencies: { type: 'array', items: { type: 'string', enum: ['TJS', 'USD', 'EUR', 'RUB'] } },
    },
  },
  translated: ['city', 'title', 'address'],
  scheduled: false,
  languageNeutral: false,
  file: false,
  slug: false,
};

export const GOLD_FORM: ChangeForm = {
  kind: 'gold',
  itemKind: 'gold',
  schema: {
    title: 'GoldRates',
    type: 'object',
    description: 'Keyed by gram weight',
    additionalProperties: {
      type: 'object',
      additionalProperties: false,
      required: ['buy', 'sell'],
      properties: { buy: { type: 'number' }, sell: { type: 'number' } },
    },
  },
  translated: [],
  scheduled: true,
  languageNeutral: true,
  file: false,
  slug: false,
};
