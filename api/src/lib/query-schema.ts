/**
 * What a query string may carry, checked like the bodies: every route validates its query against this schema before
 * its handler runs (fastify's ajv, which turns `'5'` into 5 where a number is asked), so `page=abc` or
 * `shop_id=-1` is a 422 that names the field, not a silent default. Parameters are optional and others pass through
 * (routes read what they know); a route with its own query schema keeps it.
 */
import Type from 'typebox';

const Id = Type.Integer({ minimum: 1 });
const Amount = Type.Number({ minimum: 0 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}' });
const Text = Type.String({ maxLength: 200 });

export const CommonQuery = Type.Object(
  {
    lang: Type.Optional(Type.String({ maxLength: 10 })),
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1 })),
    shop_id: Type.Optional(Id),
    category_id: Type.Optional(Id),
    type_id: Type.Optional(Id),
    tag_id: Type.Optional(Id),
    shop_section_id: Type.Optional(Id),
    currency_id: Type.Optional(Id),
    price_from: Type.Optional(Amount),
    price_to: Type.Optional(Amount),
    date_from: Type.Optional(Day),
    date_to: Type.Optional(Day),
    search: Type.Optional(Text),
  },
  { additionalProperties: true },
);
