import { screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { sessionChanged } from '@market/bus';
import { API, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import ReferralsPage from './referrals-page.tsx';

let faq: string | null = '<p>Rewards go to the <b>wallet</b>.</p>';
createApiServer(
  http.get(`${API}rest/referral`, () =>
    HttpResponse.json({
      data: { id: 1, img: '/i.svg', price_from: 5, price_to: 10, expired_at: '2030-01-01', translation: { locale: 'en', title: 'Invite friends', description: 'Earn together', faq } },
    }),
  ),
  http.get(`${API}dashboard/user/profile/show`, () => HttpResponse.json({ data: { id: 1, uuid: 'u', firstname: 'Demo', my_referral: 'DEMO1001' } })),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());
beforeEach(() => sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo' }, signedIn: true }));

it("shows the programme's terms (translation.faq) under the offer", async () => {
  renderWithProviders(<ReferralsPage />);
  expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
  expect(await screen.findByText('wallet')).toBeInTheDocument();
});

it('shows no terms heading when the programme has none', async () => {
  faq = null;
  renderWithProviders(<ReferralsPage />);
  expect(await screen.findByRole('heading', { name: 'Invite friends', level: 2 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Terms' })).toBeNull();
});
