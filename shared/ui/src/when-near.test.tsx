import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetWhenNear, WhenNear } from './when-near.tsx';

/** A stand-in IntersectionObserver the test drives: `enter()` reports the watched elements as near the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  disconnect() {
    this.watched = [];
  }
  enter() {
    this.callback(
      this.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

const page = () => (
  <>
    <WhenNear placeholder={<p>Waiting for restaurants</p>}>
      <a href="/restaurants">Restaurants list</a>
    </WhenNear>
    <WhenNear placeholder={<p>Waiting for shops</p>}>
      <a href="/shops">Shops list</a>
    </WhenNear>
  </>
);

describe('WhenNear', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    resetWhenNear();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('shows the placeholder until the part comes near the viewport, then the part itself', async () => {
    render(page());
    expect(screen.getByText('Waiting for restaurants')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Restaurants list' })).toBeNull();
    expect(FakeObserver.all[0]!.options.rootMargin).toBe('0px 0px 400px 0px');
    await act(async () => FakeObserver.all[0]!.enter());
    expect(screen.getByRole('link', { name: 'Restaurants list' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for restaurants')).toBeNull();
    // Only the part that came near: the other still waits.
    expect(screen.queryByRole('link', { name: 'Shops list' })).toBeNull();
    expect(FakeObserver.all[0]!.watched).toEqual([]);
  });

  it('renders every waiting part once a key is pressed, so the keyboard meets the page whole', async () => {
    render(page());
    await act(async () => fireEvent.keyDown(document.body, { key: 'Tab' }));
    expect(screen.getByRole('link', { name: 'Restaurants list' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shops list' })).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(page());
    expect(screen.getByRole('link', { name: 'Shops list' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for shops')).toBeNull();
  });
});
