/**
 * Building blocks of the family's answers ("Foodyman" Laravel backend, as its customer web client reads them).
 *
 * Every object is open (TypeBox objects allow extra properties): a schema lists only what the client reads, so an
 * answer passes when the client finds every field it uses with a usable type. A field the client reads behind `?.`
 * and the family itself sends only sometimes (a bonus, a discount) is optional; the rest are required.
 */
import Type, { type TSchema } from 'typebox';

export const Id = Type.Integer({ minimum: 1 });
/** Prices, rates, quantities: the client formats them with Number(), so numbers only. */
export const Num = Type.Number();
export const Str = Type.String();
/** A value the family may leave null. */
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** Coordinates: the family's database answers decimals, as numbers or numeric strings. */
export const Coord = Type.Union([Type.Number(), Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' })]);
export const LatLng = Type.Object({ latitude: Coord, longitude: Coord });
/** Flags the family stores as tinyint: the client compares some with `=== 1`, others as truthy. */
export const Flag = Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })]);
/** An image address, or null where the family has none. */
export const Img = Nullable(Type.String());
/**
 * A picture's absolute address, as the family answers every picture (its clients show `img` as it comes, and the
 * profile's avatar prefixes anything without "http" with the family's storage folder). This API answers its pictures
 * as absolute URLs under its public address when it is given one (`API_PUBLIC_URL`), else as paths of its own origin:
 * the web app is served from the same origin as the API (behind the gateway, whose CSP allows pictures of 'self'
 * only), and without being told, the API cannot know the address the browser reaches it by.
 */
export const AbsoluteUrl = Type.String({ pattern: '^https?://[^/]+/' });

/** Price, quantity and discount, as stocks and cart lines carry them. */
export const Priced = { price: Num, quantity: Num, discount: Type.Optional(Nullable(Num)) };

/** `translation` of a translated model: the client shows `translation.title` (and the description where there is one). */
export const Translation = Type.Object({ title: Str, description: Type.Optional(Nullable(Str)) });
export const Translated = Type.Object({ translation: Translation });

/** `{data: T}`: a resource answer. */
export const One = <T extends TSchema>(t: T) => Type.Object({ data: t });
/** `{data: T[]}`: a collection without pages. */
export const List = <T extends TSchema>(t: T) => Type.Object({ data: Type.Array(t) });
/**
 * A Laravel page: the client's infinite lists ask the next page while `meta.current_page < meta.last_page`, and some
 * badges show `meta.total`.
 */
export const Page = <T extends TSchema>(t: T) =>
  Type.Object({
    data: Type.Array(t),
    meta: Type.Object({ current_page: Type.Integer(), last_page: Type.Integer(), total: Type.Integer() }),
  });
/** An answer the client only needs to succeed (it reads nothing, or only a toast message when there is one). */
export const Done = Type.Object({ message: Type.Optional(Str) });

/** A user as the client shows one: name, avatar. */
export const UserRef = Type.Object({ id: Id, firstname: Str, lastname: Type.Optional(Nullable(Str)), img: Type.Optional(Img) });
