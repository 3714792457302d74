import { AxiosError, AxiosHeaders } from 'axios';
import { initTestI18n } from '@market/testing';
import { authErrorMessage } from './sign-in.ts';

beforeAll(() => initTestI18n());

const firebase = (code: string) => Object.assign(new Error(code), { code });

describe('authErrorMessage', () => {
  it("gives the catalogue's message for the identity provider's errors", () => {
    expect(authErrorMessage(firebase('auth/invalid-credential'))).toBe('Login or password is invalid');
    expect(authErrorMessage(firebase('auth/email-already-in-use'))).toBe('The email has already been taken');
    expect(authErrorMessage(firebase('auth/invalid-verification-code'))).toBe('Wrong verification code');
    expect(authErrorMessage(firebase('auth/network-request-failed'))).toBe('Something went wrong');
  });

  it('tells the user how to get past a blocked Google window', () => {
    expect(authErrorMessage(firebase('auth/popup-blocked'))).toBe(
      'Your browser blocked the Google sign-in window. Allow pop-ups for this site, then try again.',
    );
  });

  it("gives the API's message for a failed exchange", () => {
    const config = { headers: new AxiosHeaders() };
    const error = new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
      status: 422,
      statusText: 'Unprocessable',
      headers: {},
      config,
      data: { message: 'The email has already been taken' },
    });
    expect(authErrorMessage(error)).toBe('The email has already been taken');
  });
});
