import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { markPageShown } from '@market/ui';

// The map's code cannot start here (as when the CSP refuses a script or the chunk cannot be fetched).
jest.unstable_mockModule('@market/map', () => {
  throw new Error('the map could not be loaded');
});
const { LazyMap } = await import('./lazy.tsx');

beforeAll(() => initTestI18n());

const props = { label: 'Map for choosing the point', center: { latitude: 38.9120424, longitude: -77.035308 }, description: <p>The pin is at the door.</p> };

describe('LazyMap', () => {
  it('shows a skeleton of the map’s size until the page’s first paint, then a note and the facts in text when the map cannot start', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<LazyMap {...props} height={200} />);
      const skeleton = screen.getByRole('status', { name: 'Map for choosing the point: Loading…' });
      expect(skeleton).toHaveStyle({ blockSize: '200px' });
      // Nothing is asked for before the page is shown.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(screen.queryByTestId('map-unavailable')).not.toBeInTheDocument();
      await act(async () => {
        markPageShown();
        await jest.advanceTimersByTimeAsync(5000);
      });
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByText('The map cannot be shown here. Type the address in the field instead.')).toBeInTheDocument();
    expect(screen.getByText('The pin is at the door.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
  });
});
