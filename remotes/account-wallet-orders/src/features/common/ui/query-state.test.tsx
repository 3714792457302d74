import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { QueryState } from './query-state.tsx';

jest.setTimeout(30000);
beforeAll(() => initTestI18n());

/** A read whose answers are scripted: each call takes the next one (a string, or an Error to fail with). */
function useScripted(key: string, answers: (string | Error)[]) {
  return useQuery({
    queryKey: [key],
    queryFn: async () => {
      const next = answers.shift() ?? new Error('no answer left');
      if (next instanceof Error) throw next;
      return next;
    },
    retry: false,
  });
}

function Page({ answers }: { answers: (string | Error)[] }) {
  return <QueryState query={useScripted('scripted', answers)}>{(text) => <p>{text}</p>}</QueryState>;
}

/** Content with something the shopper types: a field of its own state. */
function FormPage({ answers }: { answers: (string | Error)[] }) {
  return <QueryState query={useScripted('scripted-form', answers)}>{(text) => <input aria-label={text} defaultValue="" />}</QueryState>;
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

  it('does not mount its content again when a refresh fails or comes back: a field keeps what was typed and its focus', async () => {
    const client = new QueryClient();
    renderWithProviders(<FormPage answers={['Name', new Error('Network Error'), 'Name']} />, { queryClient: client });
    const field = await screen.findByRole('textbox', { name: 'Name' });
    field.focus();
    fireEvent.change(field, { target: { value: 'Amal' } });
    await act(() => client.refetchQueries({ queryKey: ['scripted-form'] }));
    expect(await screen.findByText('Could not refresh: this is what was last loaded.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(field);
    expect(field).toHaveValue('Amal');
    expect(field).toHaveFocus();
    await act(() => client.refetchQueries({ queryKey: ['scripted-form'] }));
    await waitFor(() => expect(screen.queryByText('Could not refresh: this is what was last loaded.')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(field);
    expect(field).toHaveValue('Amal');
  });
});
