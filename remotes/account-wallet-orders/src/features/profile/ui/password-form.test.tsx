import { screen, waitFor } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { jest } from '@jest/globals';
import { aUser, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders, API } from '@market/testing';
import { PasswordForm } from './password-form.tsx';
import { PhoneForm } from './details-form.tsx';

let body: unknown = null;
createApiServer(
  http.post(`${API}dashboard/user/profile/password/update`, async ({ request }) => {
    body = await request.json();
    return HttpResponse.json({ data: null });
  }),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());

const fill = async (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PasswordForm', () => {
  it('asks for at least 6 characters and a matching confirmation', async () => {
    renderWithProviders(<PasswordForm />);
    await fill('Current password', 'old-secret');
    await fill('New password', '123');
    await fill('Confirm the new password', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password should contain at least 6 characters')).toBeInTheDocument();
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(body).toBeNull();
  });

  it('requires every field', async () => {
    renderWithProviders(<PasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3));
  });

  it('sends a valid change', async () => {
    renderWithProviders(<PasswordForm />);
    await fill('Current password', 'old-secret');
    await fill('New password', 'new-secret');
    await fill('Confirm the new password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(body).toEqual({ old_password: 'old-secret', password: 'new-secret', password_confirmation: 'new-secret' }));
  });

  it('asks no current password of a user who has none (empty_p)', async () => {
    renderWithProviders(<PasswordForm firstPassword />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await fill('New password', 'new-secret');
    await fill('Confirm the new password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(body).toEqual({ password: 'new-secret', password_confirmation: 'new-secret' }));
  });
});

describe('PhoneForm', () => {
  it('rejects an invalid phone number', async () => {
    renderWithProviders(<PhoneForm user={aUser({ id: 1, uuid: 'u', firstname: 'Demo', phone: '' })} />);
    await fill('Phone', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Update phone' }));
    expect(await screen.findByText('Phone number is invalid')).toBeInTheDocument();
  });
});
