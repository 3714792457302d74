/**
 * Answers of this API's own routes and additions, which a backend of the family lacks: the messages per field of a
 * refusal, the health check, the geocoder of the address picker. (A CSP report is answered 204 without a body, or
 * refused with `ErrorAnswer`.) The web app reads them only where this API is the backend, and keeps working without
 * them.
 */
import Type from 'typebox';
import { List, One, Str } from './common.ts';

/** Every refusal: the family's `{message}` (the text its client shows), never a stack trace. */
export const ErrorAnswer = Type.Object({ message: Type.String({ minLength: 1 }) });

/**
 * A refused body or query (422): the family's `{message}`, plus this API's messages per field in `params`, `message`
 * being the first of them.
 */
export const InvalidAnswer = Type.Object({
  message: Type.String({ minLength: 1 }),
  params: Type.Record(Str, Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
});

/** GET health: the API is up (the gateways and `npm start` wait for it). */
export const HealthOne = One(Type.Object({ status: Type.Literal('ok') }));

/** A place of the local gazetteer: its formatted address and point, the city and country when known. */
export const GeocodePlace = Type.Object({
  address: Str,
  location: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
  city: Type.Optional(Str),
  country: Type.Optional(Str),
});
/** GET rest/geocode/reverse: the nearest place within 1.5 km (else 404). */
export const GeocodeOne = One(GeocodePlace);
/** GET rest/geocode/search: up to 10 places matching the text, best first. */
export const GeocodeList = List(GeocodePlace);
