import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { API, createApiServer, fail, http, initTestI18n, ok, page, renderWithProviders } from '@market/testing';
import HelpPage from './help-page.tsx';

const faq = (id: number, question: string, answer: string) => ({ id, active: true, translation: { locale: 'en', question, answer } });
let faqs = [faq(1, 'How do I track my order?', 'Open Orders and pick the order.')];
let intro: () => Response = () => ok({ id: 1, type: 'help', translation: { title: 'Help center', description: '<p>Answers to common questions.</p>' } });

createApiServer(
  http.get(`${API}rest/faqs/paginate`, () => page(faqs)),
  http.get(`${API}rest/pages/help`, () => intro()),
);
jest.setTimeout(30000);
beforeAll(() => initTestI18n());

describe('HelpPage', () => {
  it('lists the family’s questions, each opening its answer, under our help text', async () => {
    renderWithProviders(<HelpPage />);
    await userEvent.click(await screen.findByText('How do I track my order?'));
    expect(await screen.findByText('Open Orders and pick the order.')).toBeInTheDocument();
    expect(await screen.findByText('Answers to common questions.')).toBeInTheDocument();
  });

  it('still lists the questions when the API has no help page of its own', async () => {
    intro = () => fail(404, 'Not found');
    renderWithProviders(<HelpPage />);
    expect(await screen.findByText('How do I track my order?')).toBeInTheDocument();
  });

  it('says so when there are no questions', async () => {
    faqs = [];
    renderWithProviders(<HelpPage />);
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
  });
});
