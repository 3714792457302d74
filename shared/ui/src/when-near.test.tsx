import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { FakeIntersectionObserver as FakeObserver } from '@market/testing';
import { resetWhenNear, WhenNear } from './when-near.tsx';

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
    FakeObserver.install();
    resetWhenNear();
  });
  afterEach(() => FakeObserver.uninstall());

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

  it('waits while text is typed into a field, and renders every waiting part once Tab leaves it', async () => {
    render(
      <>
        <input aria-label="Search" />
        {page()}
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    await act(async () => {
      fireEvent.keyDown(search, { key: 'p' });
      fireEvent.keyDown(search, { key: 'Backspace' });
    });
    expect(screen.getByText('Waiting for restaurants')).toBeInTheDocument();
    await act(async () => fireEvent.keyDown(search, { key: 'Tab' }));
    expect(screen.getByRole('link', { name: 'Restaurants list' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shops list' })).toBeInTheDocument();
  });

  it('renders a part mounted after the key at once', async () => {
    await act(async () => fireEvent.keyDown(document.body, { key: 'ArrowDown' }));
    render(page());
    expect(screen.getByRole('link', { name: 'Shops list' })).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    FakeObserver.uninstall();
    render(page());
    expect(screen.getByRole('link', { name: 'Shops list' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for shops')).toBeNull();
  });

  it('watches a scrolling container with its own margin when given one', async () => {
    const row = createRef<HTMLDivElement>();
    render(
      <div ref={row}>
        <WhenNear root={row} margin="0px 130px" placeholder={null}>
          <a href="/shop/9">Ninth shop</a>
        </WhenNear>
      </div>,
    );
    expect(screen.queryByRole('link', { name: 'Ninth shop' })).toBeNull();
    expect(FakeObserver.all[0]!.options).toEqual({ root: row.current, rootMargin: '0px 130px' });
    await act(async () => FakeObserver.all[0]!.enter());
    expect(screen.getByRole('link', { name: 'Ninth shop' })).toBeInTheDocument();
  });
});
