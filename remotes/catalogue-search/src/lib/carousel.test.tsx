import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { Carousel } from './carousel.tsx';

beforeAll(async () => {
  await initTestI18n('en');
});

const slides = ['Red', 'Green', 'Blue'].map((name) => (
  <div key={name}>
    <span>{name} picture</span>
    <a href={`/${name.toLowerCase()}`}>{name} link</a>
  </div>
));

/** The slides a user sees (by their text): the others are inside a hidden slide, out of the accessibility tree. */
function shownSlide() {
  return ['Red', 'Green', 'Blue'].filter((name) => !screen.getByText(`${name} picture`).closest('[hidden]'));
}

/** A one-finger touch from one point to another (clientX, clientY), released at once: a fling unless tiny. */
function touchSwipe(target: HTMLElement, [x0, y0]: [number, number], [x1, y1]: [number, number]) {
  fireEvent.touchStart(target, { touches: [{ clientX: x0, clientY: y0 }] });
  fireEvent.touchEnd(target, { changedTouches: [{ clientX: x1, clientY: y1 }] });
}

describe('Carousel', () => {
  it('exposes only the shown slide: the others are hidden, their links out of reach by role and by tab', async () => {
    renderWithProviders(<Carousel label="Pictures of a pizza" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Pictures of a pizza' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('link')).toHaveAccessibleName('Red link');
    expect(shownSlide()).toEqual(['Red']);
    expect(screen.getByText('Green picture')).not.toBeVisible();

    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Red link' })).toHaveFocus();
    await userEvent.tab();
    // Previous is disabled on the first slide: the next stop is Next.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('has named previous/next buttons, disabled at the ends, and a polite "n of total"', async () => {
    renderWithProviders(<Carousel label="Pictures" slides={slides} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    const position = screen.getByText('1 of 3');
    expect(position).toHaveAttribute('aria-live', 'polite');
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    expect(position).toHaveTextContent('2 of 3');
    expect(shownSlide()).toEqual(['Green']);
    expect(previous).toBeEnabled();
    await userEvent.click(next);
    expect(position).toHaveTextContent('3 of 3');
    expect(next).toBeDisabled();
    // The focus was on Next, now disabled: it is on Previous instead of lost.
    expect(previous).toHaveFocus();
    await userEvent.click(previous);
    expect(shownSlide()).toEqual(['Green']);
  });

  it('moves with the arrow keys while focus is inside, and stops at the ends', async () => {
    renderWithProviders(<Carousel label="Pictures" slides={slides} />);
    await userEvent.keyboard('{ArrowRight}');
    expect(shownSlide()).toEqual(['Red']);

    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(shownSlide()).toEqual(['Green']);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownSlide()).toEqual(['Blue']);
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownSlide()).toEqual(['Green']);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownSlide()).toEqual(['Red']);
  });

  it('mirrors the arrows, the icons and the swipes in right-to-left', async () => {
    renderWithProviders(<Carousel label="Pictures" slides={slides} />, { direction: 'rtl' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.querySelector('[aria-label="left"]')).not.toBeNull();
    act(() => next.focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownSlide()).toEqual(['Green']);
    await userEvent.keyboard('{ArrowRight}');
    expect(shownSlide()).toEqual(['Red']);

    // A fling towards the right is "next" in right-to-left.
    const viewport = screen.getByText('Red picture').closest('[role="group"]')!.parentElement!;
    touchSwipe(viewport, [100, 50], [200, 55]);
    expect(shownSlide()).toEqual(['Green']);
    touchSwipe(viewport, [200, 50], [100, 50]);
    expect(shownSlide()).toEqual(['Red']);
  });

  it('moves by a left fling in left-to-right, not by a tap or a vertical swipe', () => {
    renderWithProviders(<Carousel label="Pictures" slides={slides} />);
    const viewport = screen.getByText('Red picture').closest('[role="group"]')!.parentElement!;
    touchSwipe(viewport, [100, 50], [103, 50]);
    touchSwipe(viewport, [100, 50], [60, 150]);
    expect(shownSlide()).toEqual(['Red']);
    touchSwipe(viewport, [200, 50], [100, 50]);
    expect(shownSlide()).toEqual(['Green']);
  });

  it('shows a single slide alone, without controls', () => {
    renderWithProviders(<Carousel label="Pictures" slides={slides.slice(0, 1)} />);
    expect(screen.getByText('Red picture')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('with autoplay', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    /** Lets `ms` pass, one frame's time at a time (each frame's timer starts once the previous one has shown). */
    const advance = (ms: number) => {
      for (let left = ms; left > 0; left -= 3000) act(() => jest.advanceTimersByTime(Math.min(left, 3000)));
    };

    it('advances and wraps, pauses while focus or a pointer is inside, and stops on request', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<Carousel label="Story" slides={slides} autoplay={3000} />);
      const position = screen.getByText('1 of 3');
      // While it moves on its own, the position is not announced at every frame.
      expect(position).toHaveAttribute('aria-live', 'off');
      advance(3000);
      expect(shownSlide()).toEqual(['Green']);
      advance(6000);
      expect(shownSlide()).toEqual(['Red']);
      // It loops: no end disables a button.
      expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

      act(() => screen.getByRole('button', { name: 'Next' }).focus());
      advance(9000);
      expect(shownSlide()).toEqual(['Red']);
      expect(position).toHaveAttribute('aria-live', 'polite');
      act(() => screen.getByRole('button', { name: 'Next' }).blur());
      advance(3000);
      expect(shownSlide()).toEqual(['Green']);

      const region = screen.getByRole('region', { name: 'Story' });
      fireEvent.pointerEnter(region);
      advance(9000);
      expect(shownSlide()).toEqual(['Green']);
      fireEvent.pointerLeave(region);
      advance(3000);
      expect(shownSlide()).toEqual(['Blue']);

      await user.click(screen.getByRole('button', { name: 'Stop the slide show' }));
      fireEvent.pointerLeave(region);
      act(() => screen.getByRole('button', { name: 'Start the slide show' }).blur());
      advance(9000);
      expect(shownSlide()).toEqual(['Blue']);
      await user.click(screen.getByRole('button', { name: 'Start the slide show' }));
      act(() => screen.getByRole('button', { name: 'Stop the slide show' }).blur());
      fireEvent.pointerLeave(region);
      advance(3000);
      expect(shownSlide()).toEqual(['Red']);
    });

    it('starts stopped when the system asks for reduced motion, and the play button starts it', async () => {
      const matchMedia = window.matchMedia;
      window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === '(prefers-reduced-motion: reduce)' })) as typeof window.matchMedia;
      try {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        renderWithProviders(<Carousel label="Story" slides={slides} autoplay={3000} />);
        advance(4000);
        expect(shownSlide()).toEqual(['Red']);
        await user.click(screen.getByRole('button', { name: 'Start the slide show' }));
        act(() => screen.getByRole('button', { name: 'Stop the slide show' }).blur());
        fireEvent.pointerLeave(screen.getByRole('region', { name: 'Story' }));
        advance(3000);
        expect(shownSlide()).toEqual(['Green']);
      } finally {
        window.matchMedia = matchMedia;
      }
    });
  });
});
