import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { API, collectToasts, aUser, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import { DetailsForm } from './details-form.tsx';

let sent: Record<string, unknown>[] = [];
let refusal: { message: string; params: Record<string, string[]> } | null = null;
createApiServer(
  http.put(`${API}dashboard/user/profile/update`, async ({ request }) => {
    sent.push((await request.json()) as Record<string, unknown>);
    return refusal ? HttpResponse.json(refusal, { status: 422 }) : HttpResponse.json({ data: aUser({ id: 1, firstname: 'Dana' }) });
  }),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());
const toasts = collectToasts();
beforeEach(() => {
  sent = [];
  refusal = null;
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const user = aUser({ id: 1, firstname: 'Demo', lastname: 'User', email: 'demo@market.test' });

describe('DetailsForm', () => {
  it('starts from the profile and sends the names trimmed, then says it saved', async () => {
    renderWithProviders(<DetailsForm user={user} />);
    expect(screen.getByLabelText('First name')).toHaveValue('Demo');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@market.test');
    fill('First name', '  Dana ');
    fill('Last name', ' Smith  ');
    save();
    await waitFor(() => expect(sent).toEqual([{ firstname: 'Dana', lastname: 'Smith', email: 'demo@market.test' }]));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', message: 'Profile saved' })));
  });

  it('sends no email when the field is emptied', async () => {
    renderWithProviders(<DetailsForm user={user} />);
    fill('Email', '   ');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('email');
  });

  it('asks for a first name and a valid email before sending', async () => {
    renderWithProviders(<DetailsForm user={user} />);
    fill('First name', '');
    fill('Email', 'not-an-email');
    save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal on its field and keeps what was typed", async () => {
    refusal = { message: 'The email has already been taken.', params: { email: ['The email has already been taken.'] } };
    renderWithProviders(<DetailsForm user={user} />);
    fill('Email', 'taken@market.test');
    save();
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('taken@market.test');
    expect(toasts.filter((t) => t.kind === 'success')).toEqual([]);
  });
});
