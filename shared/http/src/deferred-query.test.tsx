import { memo } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useDeferredQuery, type QueryView } from './deferred-query.ts';

let builds: string[] = [];

const View = memo(function View({ query }: { query: QueryView<string[]> }) {
  builds.push(query.isPending ? 'pending' : query.isError ? 'error' : `data ${query.data?.length}`);
  if (query.isPending) return <p>loading</p>;
  if (query.isError) return <button onClick={() => query.refetch()}>retry</button>;
  return (
    <ul>
      {query.data!.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
});

function Reader({ answer }: { answer: () => Promise<string[]> }) {
  return <View query={useDeferredQuery(useQuery({ queryKey: ['items'], queryFn: answer, retry: false }))} />;
}

const client = () => new QueryClient();

beforeEach(() => (builds = []));

describe('useDeferredQuery', () => {
  it('shows the answer once it arrives, having built the view of each state once', async () => {
    render(
      <QueryClientProvider client={client()}>
        <Reader answer={async () => ['tea', 'bread']} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('bread')).toBeInTheDocument();
    expect(builds).toEqual(['pending', 'data 2']);
  });

  it('shows a failure with its retry, which asks again', async () => {
    let calls = 0;
    render(
      <QueryClientProvider client={client()}>
        <Reader
          answer={async () => {
            calls++;
            if (calls === 1) throw new Error('down');
            return ['milk'];
          }}
        />
      </QueryClientProvider>,
    );
    (await screen.findByRole('button', { name: 'retry' })).click();
    expect(await screen.findByText('milk')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
