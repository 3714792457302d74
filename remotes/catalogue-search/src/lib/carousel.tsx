import { useContext, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CaretRightOutlined, ConfigProvider, Flex, LeftOutlined, PauseOutlined, RightOutlined, slideSwipeStep, theme } from '@market/ui';

export interface CarouselProps {
  /** The carousel's accessible name (already translated). */
  label: string;
  /** The slides in order. Only the shown one is in the page for assistive technology and focus; the others are hidden. */
  slides: ReactNode[];
  /** Whether "next" on the last slide goes to the first (and "previous" on the first to the last). Without it the
   * button towards an end is disabled there. */
  wrap?: boolean;
  /**
   * Moves to the next slide every this many ms, wrapping; paused while focus or a pointer is inside, or once stopped;
   * stopped from the start when the system asks for reduced motion.
   */
  autoplay?: number;
  /** The shown slide changed (0-based). */
  onChange?: (index: number) => void;
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * One slide at a time with previous/next buttons, a "2 of 5" position announced politely, the arrow keys while
 * focus is inside (in right-to-left the left arrow goes to the next slide) and touch swipes (towards the reading
 * start for the next one). Slides are not cloned: the hidden ones are out of the accessibility tree and the tab order.
 */
export function Carousel({ label, slides, wrap = false, autoplay, onChange }: CarouselProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const total = slides.length;
  const [index, setIndex] = useState(0);
  // A reader who asked their system for less motion starts with it stopped; the play button starts it.
  const [stopped, setStopped] = useState(() => typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches));
  const [focusInside, setFocusInside] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef<HTMLButtonElement | null>(null);
  const touch = useRef<{ x: number; y: number; t: number } | null>(null);
  const shown = Math.min(index, Math.max(total - 1, 0));
  const loops = wrap || Boolean(autoplay);
  const atStart = !loops && shown === 0;
  const atEnd = !loops && shown === total - 1;
  const rotating = Boolean(autoplay) && total > 1 && !stopped && !focusInside && !pointerInside;

  const go = (step: -1 | 1) => {
    const target = shown + step;
    if (!loops && (target < 0 || target >= total)) return;
    const next = (target + total) % total;
    const active = document.activeElement;
    if (!loops && next === total - 1 && active === nextButton.current) refocus.current = previousButton.current;
    if (!loops && next === 0 && active === previousButton.current) refocus.current = nextButton.current;
    setIndex(next);
    onChange?.(next);
  };

  // A button disabled at an end would drop the focus (the browser blurs it as it gets disabled): it goes to the other one.
  useLayoutEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  }, [shown]);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => {
      const next = (shown + 1) % total;
      setIndex(next);
      onChange?.(next);
    }, autoplay);
    return () => clearTimeout(timer);
  }, [rotating, shown, total, autoplay, onChange]);

  if (total === 0) return null;
  if (total === 1) return <div>{slides[0]}</div>;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || TYPING.has((e.target as HTMLElement).tagName)) return;
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    go((e.key === 'ArrowRight') !== rtl ? 1 : -1);
  };

  const position = t('carousel.position', { n: shown + 1, total });
  return (
    <section
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={() => setFocusInside(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      }}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
    >
      <div
        style={{ touchAction: 'pan-y' }}
        onTouchStart={(e) => {
          const p = e.touches[0];
          touch.current = p && e.touches.length === 1 ? { x: p.clientX, y: p.clientY, t: performance.now() } : null;
        }}
        onTouchEnd={(e) => {
          const start = touch.current;
          const p = e.changedTouches[0];
          touch.current = null;
          if (!start || !p) return;
          const dx = p.clientX - start.x;
          const step = slideSwipeStep({
            forward: rtl ? dx : -dx,
            across: p.clientY - start.y,
            size: e.currentTarget.getBoundingClientRect().width,
            seconds: (performance.now() - start.t) / 1000,
          });
          if (step !== 0) go(step);
        }}
      >
        {slides.map((slide, i) => (
          <div key={i} role="group" aria-roledescription={t('carousel.slide')} aria-label={t('carousel.position', { n: i + 1, total })} hidden={i !== shown}>
            {slide}
          </div>
        ))}
      </div>
      <Flex align="center" justify="center" gap={8} wrap style={{ marginBlockStart: 8 }}>
        {autoplay ? (
          <Button
            type="text"
            icon={stopped ? <CaretRightOutlined /> : <PauseOutlined />}
            aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
            onClick={() => setStopped(!stopped)}
          />
        ) : null}
        <Button ref={previousButton} shape="circle" icon={rtl ? <RightOutlined /> : <LeftOutlined />} aria-label={t('carousel.previous')} disabled={atStart} onClick={() => go(-1)} />
        <span aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" style={{ minWidth: 64, textAlign: 'center', color: token.colorTextSecondary }}>
          {position}
        </span>
        <Button ref={nextButton} shape="circle" icon={rtl ? <LeftOutlined /> : <RightOutlined />} aria-label={t('carousel.next')} disabled={atEnd} onClick={() => go(1)} />
      </Flex>
    </section>
  );
}
