import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { AfterFrame } from './after-frame.tsx';

const page = () => (
  <main>
    <h1>Checkout</h1>
    <AfterFrame placeholder={<p>Loading the payment methods</p>}>
      <button type="button">Place order</button>
    </AfterFrame>
  </main>
);

describe('AfterFrame', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the placeholder in the first render, then the part after the next frame', async () => {
    jest.useFakeTimers();
    render(page());
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Loading the payment methods')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    // The frame (16 ms in jsdom), then the timer after it.
    await act(async () => jest.advanceTimersByTime(17));
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the payment methods')).toBeNull();
  });

  it('builds the part by its deadline when no frame comes (a hidden tab)', async () => {
    jest.useFakeTimers();
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    try {
      render(page());
      await act(async () => jest.advanceTimersByTime(99));
      expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
    } finally {
      raf.mockRestore();
    }
  });

  it('is found by a query that waits (real timers and frames)', async () => {
    render(page());
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeInTheDocument();
  });
});
