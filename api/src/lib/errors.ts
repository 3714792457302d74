/** An error with an HTTP status that the global error handler turns into `{message, params?}`. */
export class HttpError extends Error {
  statusCode: number;
  params?: Record<string, string[]>;
  /** Seconds until a refused request may be tried again: the Retry-After header and `retry_after` in the body. */
  retryAfter?: number;

  constructor(statusCode: number, message: string, params?: Record<string, string[]>) {
    super(message);
    this.statusCode = statusCode;
    this.params = params;
  }
}

/** 429 with the time until a try is accepted again (whole seconds, at least 1). */
export function tooManyRequests(message: string, retryAfterMs: number): HttpError {
  const error = new HttpError(429, message);
  error.retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}

export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message);
export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const unauthorized = (): HttpError => new HttpError(401, 'Unauthorized');
export const forbidden = (message = 'Forbidden'): HttpError => new HttpError(403, message);

/** An answer's `{data}`, or 404 when there is nothing to answer. */
export function found<T>(data: T | undefined): { data: T } {
  if (data === undefined) throw notFound();
  return { data };
}

/** 422 with one field's message (the message is also the top-level message). */
export function invalid(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

/** Catalogue messages: the web app translates them using the text as the key. */
export const MSG = {
  unauthorized: 'Unauthorized',
  loginInvalid: 'Login or password is invalid',
  emailTaken: 'The email has already been taken',
  wrongCode: 'Wrong verification code',
  invalidGroup: 'You cannot join. Invalid group order',
  kicked: 'You have been kicked from group order',
  insufficientWallet: 'Insufficient wallet balance',
  minAmount: 'Your order did not reach minimum amount',
  shopClosed: 'Shop is closed',
  noDelivery: "We don't deliver here yet",
  notAvailable: "Sorry, we're not available here",
  required: 'Required',
  passwordsMismatch: "Passwords don't match",
  passwordShort: 'Password should contain at least 6 characters',
  phoneInvalid: 'Phone number is invalid',
  phoneRequired: 'Phone number is required',
  choosePayment: 'Please, choose payment method',
  smsNotSent: 'Sms not sent',
  generic: 'Error occured. Please, try again later',
  somethingWrong: 'Something went wrong',
  tooManyRequests: 'Too many requests',
  tooManySignIns: 'Too many sign-in attempts',
} as const;
