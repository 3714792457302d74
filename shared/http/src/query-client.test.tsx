import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Profiler, useState } from 'react';
import { coalescingScheduler, createQueryClient } from './query-client.ts';

describe('the coalescing notification scheduler', () => {
  it('runs what is scheduled before its task in that one task, in order, and later ones in the next', () => {
    jest.useFakeTimers();
    try {
      const schedule = coalescingScheduler();
      const ran: string[] = [];
      schedule(() => ran.push('a'));
      schedule(() => ran.push('b'));
      expect(ran).toEqual([]);
      expect(jest.getTimerCount()).toBe(1);
      jest.advanceTimersByTime(0);
      expect(ran).toEqual(['a', 'b']);
      schedule(() => ran.push('c'));
      jest.advanceTimersByTime(0);
      expect(ran).toEqual(['a', 'b', 'c']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('answers that arrive together', () => {
  it('render the page once, not once each', async () => {
    const client = createQueryClient();
    const answers: (() => void)[] = [];
    const Part = ({ name }: { name: string }) => {
      const q = useQuery({ queryKey: [name], queryFn: () => new Promise<string>((resolve) => answers.push(() => resolve(`${name} ready`))) });
      return <p>{q.data ?? `${name} loading`}</p>;
    };
    let commits = 0;
    function Page() {
      const [parts] = useState(['banners', 'stories', 'categories']);
      return (
        <Profiler id="page" onRender={() => commits++}>
          {parts.map((p) => (
            <Part key={p} name={p} />
          ))}
        </Profiler>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    await screen.findByText('categories loading');
    await act(async () => new Promise((done) => setTimeout(done, 10)));
    expect(answers).toHaveLength(3);
    const before = commits;
    await act(async () => {
      for (const answer of answers) answer();
      await new Promise((done) => setTimeout(done, 10));
    });
    expect(screen.getByText('banners ready')).toBeInTheDocument();
    expect(screen.getByText('categories ready')).toBeInTheDocument();
    expect(commits - before).toBe(1);
  });
});
