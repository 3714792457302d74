import type { FastifySchemaValidationError } from 'fastify';
import { MSG } from './errors.ts';

/** ajv errors → `{field: [message]}` with the catalogue's texts where one fits. */
export function fieldMessages(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    const params = e.params as Record<string, unknown>;
    const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field =
      e.keyword === 'required' ? [base, String(params.missingProperty)].filter(Boolean).join('.') : base || 'body';
    const name = field.split('.').pop()!.replace(/_/g, ' ');
    let message: string;
    switch (e.keyword) {
      case 'required':
        message = MSG.required;
        break;
      case 'minLength':
        message = /password/.test(field) ? MSG.passwordShort : MSG.required;
        break;
      case 'maxLength':
        message = `The ${name} may not be greater than ${String(params.limit)} characters.`;
        break;
      case 'pattern':
        message = /phone/.test(field) ? MSG.phoneInvalid : `The ${name} format is invalid.`;
        break;
      case 'format':
        message = params.format === 'email' ? 'The email must be a valid email address.' : `The ${name} format is invalid.`;
        break;
      case 'minimum':
      case 'exclusiveMinimum':
        message = `The ${name} must be at least ${String(params.limit)}.`;
        break;
      case 'maximum':
      case 'exclusiveMaximum':
        message = `The ${name} may not be greater than ${String(params.limit)}.`;
        break;
      case 'minItems':
        message = MSG.required;
        break;
      case 'type':
        message = field === 'body' ? 'The request body must be a JSON object.' : `The ${name} must be of type ${String(params.type)}.`;
        break;
      default:
        message = `The selected ${name} is invalid.`;
    }
    // Unions report one error per branch: keep the first message per field.
    if (!out[field]) out[field] = [message];
  }
  return out;
}

interface Compiles {
  compileValidationSchema: (schema: object) => ((data: unknown) => boolean) & { errors?: unknown };
}

/** Validate data against a schema inside a handler (bodies whose shape depends on a flag, GET routes taking a body as query). */
export function validateBody<T>(req: Compiles, schema: object, data: unknown): T {
  const validate = req.compileValidationSchema(schema);
  if (!validate(data)) throw Object.assign(new Error('validation'), { validation: validate.errors, statusCode: 422 });
  return data as T;
}
