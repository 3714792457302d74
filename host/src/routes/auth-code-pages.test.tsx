import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@market/router';
import { $session, loggedOut } from '@market/bus';
import { getCookie } from '@market/http';
import { API, createApiServer, fail, http, HttpResponse, initTestI18n, ok, renderWithProviders } from '@market/testing';
import RegisterPage from './register-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{`${pathname}${search}`}</span>;
}

const user = { id: 9, uuid: 'u9', firstname: 'Nadia', email: 'nadia@market.test' };
const calls: string[] = [];
let afterVerifyBody: unknown;

createApiServer(
  http.post(`${API}auth/register`, ({ request }) => {
    calls.push(`register ${new URL(request.url).searchParams.get('email')}`);
    return ok({ verifyId: 'v1' });
  }),
  http.post(`${API}auth/resend-verify`, () => {
    calls.push('resend');
    return ok({ verifyId: 'v2' });
  }),
  http.get(`${API}auth/verify/:code`, ({ params }) => {
    calls.push(`verify ${String(params.code)}`);
    return params.code === '123456' ? ok({ email: user.email }) : fail(404, 'Not found');
  }),
  http.post(`${API}auth/after-verify`, async ({ request }) => {
    afterVerifyBody = await request.json();
    return ok({ token: 'family-token', user });
  }),
  http.post(`${API}auth/forgot/email-password`, ({ request }) => {
    calls.push(`forgot ${new URL(request.url).searchParams.get('email')}`);
    return HttpResponse.json({ message: 'Verify code sent' });
  }),
  http.post(`${API}auth/forgot/email-password/:code`, ({ params, request }) => {
    const url = new URL(request.url);
    calls.push(`reset ${String(params.code)} ${url.searchParams.get('email')}`);
    return params.code === '654321' ? ok({ token: 'reset-token', user }) : fail(422, 'Wrong verification code', { verifyCode: ['Wrong verification code'] });
  }),
);

// Slow on a busy machine: each page loads antd's form and the code steps wait for answers.
const slow = 30_000;

beforeAll(() => initTestI18n());
beforeEach(() => {
  calls.length = 0;
  afterVerifyBody = undefined;
  loggedOut();
  document.cookie = 'access_token=; max-age=0; path=/';
});

describe('/register: the details, then the mailed code', () => {
  it('keeps the form’s messages', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password should contain at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(calls).toEqual([]);
  }, slow);

  it('sends the code, checks the typed one, then creates the account with the details and signs in', async () => {
    renderWithProviders(
      <>
        <RegisterPage />
        <Where />
      </>,
      { route: '/register?referral_code=FRIEND1' },
    );
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Nadia' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' nadia@market.test ' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Enter the 6-digit code we sent to nadia@market.test')).toBeInTheDocument();
    expect(calls).toEqual(['register nadia@market.test']);

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');

    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(calls).toContain('resend'));

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/welcome'));
    expect(afterVerifyBody).toEqual({ firstname: 'Nadia', email: 'nadia@market.test', password: 'secret1', password_confirmation: 'secret1', referral: 'FRIEND1' });
    expect(getCookie('access_token')).toBe('family-token');
    expect($session.getState()).toMatchObject({ signedIn: true, user: { firstname: 'Nadia' } });
  }, slow);
});

describe('/reset-password: the mailed code signs in, the new password comes after', () => {
  it('a wrong code is the catalogue message; the right one signs in and opens /update-password', async () => {
    renderWithProviders(
      <>
        <ResetPasswordPage />
        <Where />
      </>,
      { route: '/reset-password?returnTo=%2Fwallet' },
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nadia@market.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the 6-digit code we sent to nadia@market.test')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong verification code');

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/update-password?returnTo=%2Fwallet'));
    expect(calls).toEqual(['forgot nadia@market.test', 'reset 111111 nadia@market.test', 'reset 654321 nadia@market.test']);
    expect(getCookie('access_token')).toBe('reset-token');
  }, slow);
});
