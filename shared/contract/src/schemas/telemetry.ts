/** The telemetry batch's schema (the format is described in ../telemetry.ts): what a collector checks. */
import Type from 'typebox';
import { ERROR_KINDS, OWNERS, TELEMETRY_FORMAT, TELEMETRY_LIMITS, VITALS } from '../telemetry.ts';

const where = {
  view: Type.String({ pattern: '^[0-9a-f]{8,32}$' }),
  route: Type.String({ minLength: 1, maxLength: TELEMETRY_LIMITS.route, pattern: '^(/[^?#]*|\\*)$' }),
  remote: Type.Union(OWNERS.map((o) => Type.Literal(o))),
  version: Type.String({ pattern: '^[0-9A-Za-z._-]{1,40}$' }),
};

export const TelemetryViewEvent = Type.Object({ type: Type.Literal('view'), ...where }, { additionalProperties: false });
export const TelemetryVitalEvent = Type.Object(
  { type: Type.Literal('vital'), ...where, name: Type.Union(VITALS.map((v) => Type.Literal(v))), value: Type.Number({ minimum: 0, maximum: 3_600_000 }) },
  { additionalProperties: false },
);
export const TelemetryErrorEvent = Type.Object(
  {
    type: Type.Literal('error'),
    ...where,
    kind: Type.Union(ERROR_KINDS.map((k) => Type.Literal(k))),
    message: Type.Optional(Type.String({ maxLength: TELEMETRY_LIMITS.message })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 599 })),
  },
  { additionalProperties: false },
);

export const TelemetryBatchBody = Type.Object(
  {
    format: Type.Literal(TELEMETRY_FORMAT),
    events: Type.Array(Type.Union([TelemetryViewEvent, TelemetryVitalEvent, TelemetryErrorEvent]), { minItems: 1, maxItems: TELEMETRY_LIMITS.events }),
  },
  { additionalProperties: false },
);
