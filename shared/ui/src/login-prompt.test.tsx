import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginRequested } from '@market/bus';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { LoginPrompt } from './login-prompt.tsx';

beforeAll(async () => {
  await initTestI18n('en');
});

describe('LoginPrompt', () => {
  it('says why, and its Log in button asks for sign-in coming back to this page with its query', async () => {
    window.history.pushState({}, '', '/deliver?from=menu');
    const asked: string[] = [];
    const unwatch = loginRequested.watch(({ returnTo }) => asked.push(returnTo));
    renderWithProviders(<LoginPrompt message="Log in to apply" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Log in to apply');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(asked).toEqual(['/deliver?from=menu']);
    unwatch();
  });
});
