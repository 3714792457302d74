import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { QueryState } from './query-state.tsx';

jest.setTimeout(30000);
beforeAll(() => initTestI18n());

/** A read whose answers are scripted: each call takes the next one (a string, or an Error to fail with). */
function Page({ answers }: { answers: (string | Error)[] }) {
  const query = useQuery({
    queryKey: ['scripted'],
    queryFn: async () => {
      const next = answers.shift() ?? new Error('no answer left');
      if (next instanceof Error) throw next;
      return next;
    },
    retry: false,
  });
  return <QueryState query={query}>{(text) => <p>{text}</p>}</QueryState>;
}

describe('QueryState', () => {
  it('shows the error with a retry when the first read fails, and the answer once the retry succeeds', async () => {
    renderWithProviders(<Page answers={[new Error('Network Error'), 'Order #12']} />, { queryClient: new QueryClient() });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order #12')).toBeInTheDocument();
  });

  it('keeps what was loaded on screen when a refresh fails, with a note and a retry that brings the new answer', async () => {
    const client = new QueryClient();
    renderWithProviders(<Page answers={['New', new Error('Network Error'), 'Canceled']} />, { queryClient: client });
    expect(await screen.findByText('New')).toBeInTheDocument();
    await act(() => client.refetchQueries({ queryKey: ['scripted'] }));
    expect(await screen.findByText('Could not refresh: this is what was last loaded.')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Could not refresh: this is what was last loaded.')).toBeNull());
  });
});
