import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { RecordList } from './record-list.tsx';

interface Trip {
  id: number;
  to: string;
  when: string;
}

const trips: Trip[] = [
  { id: 1, to: 'Paris', when: 'Monday' },
  { id: 2, to: 'Rome', when: 'Tuesday' },
];

const rowOf = (trip: Trip) => ({
  key: trip.id,
  title: <a href={`/trips/${trip.id}`}>{`Trip #${trip.id}`}</a>,
  details: [trip.when, trip.to],
  aside: <span>{trip.id === 1 ? 'Done' : 'New'}</span>,
  muted: trip.id === 1,
});

beforeAll(() => initTestI18n());

describe('RecordList', () => {
  it('lists the records under its heading, each named by its link, with its details and status', () => {
    renderWithProviders(<RecordList id="trips" title="My trips" items={trips} empty="No trips yet." row={rowOf} />);
    expect(screen.getByRole('heading', { level: 2, name: 'My trips' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My trips' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'My trips' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Trip #1' })).toHaveAttribute('href', '/trips/1');
    expect(items[0]).toHaveTextContent('Monday');
    expect(items[0]).toHaveTextContent('Paris');
    expect(items[0]).toHaveTextContent('Done');
    expect(within(items[1]!).getByRole('link', { name: 'Trip #2' })).toBeInTheDocument();
  });

  it('gives a detail from data (a plain string) its own direction, and leaves translated lines as they are', () => {
    const row = (trip: Trip) => ({ ...rowOf(trip), details: ['1400 K St NW, Washington', <time key="t">{trip.when}</time>] });
    renderWithProviders(<RecordList id="trips" title="My trips" items={trips} empty="No trips yet." row={row} />, { direction: 'rtl', locale: 'ar' });
    expect(screen.getAllByText('1400 K St NW, Washington')[0]!.tagName).toBe('BDI');
    expect(screen.getByText('Monday').tagName).toBe('TIME');
  });

  it('shows a loading status while the records are not there', () => {
    renderWithProviders(<RecordList id="trips" title="My trips" items={undefined} empty="No trips yet." row={rowOf} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when there is nothing', () => {
    renderWithProviders(<RecordList id="trips" title="My trips" items={[]} empty="No trips yet." row={rowOf} />);
    expect(screen.getByText('No trips yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error with a retry instead of the list when nothing was loaded', async () => {
    const retry = jest.fn();
    renderWithProviders(<RecordList id="trips" title="My trips" items={undefined} error="Network error" onRetry={retry} empty="No trips yet." row={rowOf} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the list loaded before when it is read again and that fails, with a note and a retry above it', async () => {
    const retry = jest.fn();
    renderWithProviders(<RecordList id="trips" title="My trips" items={trips} error="Network error" onRetry={retry} empty="No trips yet." row={rowOf} />);
    expect(screen.getByRole('list', { name: 'My trips' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Could not refresh: this is what was last loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
