import type { ConfigProviderProps } from 'antd';

type WaveConfig = NonNullable<ConfigProviderProps['wave']>;

/** The ring's keyframes: from the theme's primary colour at a fifth of its strength, out to 6 px and gone. */
const RING: Keyframe[] = [
  { boxShadow: '0 0 0 0 color-mix(in srgb, var(--ant-color-primary) 20%, transparent)' },
  { boxShadow: '0 0 0 6px transparent' },
];
/** antd's motionEaseOutCirc, over the 0.4 s of antd's own ring. */
const TIMING: KeyframeAnimationOptions = { duration: 400, easing: 'cubic-bezier(0.08, 0.82, 0.17, 1)', composite: 'add' };

/**
 * The ring a pressed button, checkbox or switch sends out, as one animation of the control's own shadow. antd's
 * default ring is an element of its own: for each press it reads the control's colours (a style read), adds a
 * `<div>`, and renders it in a new React root, all in the frame after the press (about 47 ms of a tap on an add-on at
 * 4× CPU). Here the frame only starts an animation, added (`composite: 'add'`) to the control's own shadow, in the
 * theme's primary colour through its CSS variable (so it follows a theme switch with no re-render). Nothing for a
 * reader who asked for less motion.
 */
export function showWave(node: HTMLElement): void {
  if (typeof node.animate !== 'function') return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  node.animate(RING, TIMING);
}

/** The ConfigProvider's `wave`: one object for the page's life, so the provider's context never changes for it. */
export const wave: WaveConfig = { showEffect: showWave };
