import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { useContext } from 'react';
import { Button, ConfigProvider } from 'antd';
import { showWave, wave } from './wave.ts';
import { UiProvider } from './providers.tsx';

describe('the ring of a pressed control', () => {
  const animate = jest.fn();
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    animate.mockReset();
    (HTMLElement.prototype as unknown as { animate: typeof animate }).animate = animate;
  });
  afterEach(() => {
    delete (HTMLElement.prototype as unknown as { animate?: unknown }).animate;
    window.matchMedia = matchMedia;
  });

  it('is one animation of the control’s own shadow, added to it, in the theme’s primary colour: no element is added', () => {
    const { getByRole, container } = render(<Button>Add</Button>);
    const button = getByRole('button', { name: 'Add' });
    const before = container.innerHTML;
    showWave(button);
    expect(animate).toHaveBeenCalledTimes(1);
    const [keyframes, timing] = animate.mock.calls[0] as [Keyframe[], KeyframeAnimationOptions];
    expect(keyframes[0]!.boxShadow).toContain('var(--ant-color-primary)');
    expect(keyframes.at(-1)!.boxShadow).toBe('0 0 0 6px transparent');
    expect(timing).toMatchObject({ duration: 400, composite: 'add' });
    expect(animate.mock.contexts[0]).toBe(button);
    expect(container.innerHTML).toBe(before);
  });

  it('is not shown to a reader who asked for less motion', () => {
    window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList) as typeof window.matchMedia;
    const { getByRole } = render(<Button>Add</Button>);
    showWave(getByRole('button', { name: 'Add' }));
    expect(animate).not.toHaveBeenCalled();
  });

  it('is the effect antd’s controls use under the UiProvider', () => {
    let seen: unknown;
    const Probe = () => {
      seen = useContext(ConfigProvider.ConfigContext).wave;
      return null;
    };
    render(
      <UiProvider theme="light" direction="ltr" locale="en">
        <Probe />
      </UiProvider>,
    );
    expect(seen).toBe(wave);
  });
});
