import { render } from '@testing-library/react';
import useScrollLocker from './scroll-locker.ts';

function Holder({ lock }: { lock: boolean }) {
  useScrollLocker(lock);
  return null;
}

describe('useScrollLocker (the page held still behind a dialog or drawer)', () => {
  beforeEach(() => {
    // A page with a 15 px scroll bar.
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => window.innerWidth - 15 });
  });
  afterEach(() => {
    delete (document.documentElement as { clientWidth?: number }).clientWidth;
  });

  it('hides the overflow and keeps the body as wide as with its scroll bar, then gives both back', () => {
    document.body.style.width = '';
    const { rerender } = render(<Holder lock={false} />);
    expect(document.body.style.overflowY).toBe('');
    rerender(<Holder lock />);
    expect(document.body.style.overflowY).toBe('hidden');
    expect(document.body.style.width).toBe('calc(100% - 15px)');
    rerender(<Holder lock={false} />);
    expect(document.body.style.overflowY).toBe('');
    expect(document.body.style.width).toBe('');
  });

  it('holds the page until the last of two nested holders lets go', () => {
    const first = render(<Holder lock />);
    const second = render(<Holder lock />);
    first.unmount();
    expect(document.body.style.overflowY).toBe('hidden');
    expect(document.body.style.width).toBe('calc(100% - 15px)');
    second.unmount();
    expect(document.body.style.overflowY).toBe('');
  });
});
