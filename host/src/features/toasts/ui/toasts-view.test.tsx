import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import type { Toast } from '@market/contract';

describe("the toasts' view", () => {
  it('shows nothing when its code cannot be downloaded, instead of failing the page, and asks again with the next toast', async () => {
    let fail = true;
    jest.unstable_mockModule('./toasts.tsx', () => {
      if (fail) throw new Error('Loading chunk failed');
      return { default: ({ toasts }: { toasts: Toast[] }) => <output>{toasts.map((t) => t.message).join(', ')}</output> };
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { ToastsView } = await import('./toasts-view.tsx');
    const first: Toast[] = [{ kind: 'success', message: 'Added to cart' }];
    const page = render(
      <main>
        Page
        <ToastsView toasts={first} />
      </main>,
    );
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(page.container).toHaveTextContent('Page');
    expect(page.container.querySelector('output')).toBeNull();
    fail = false;
    jest.resetModules();
    page.rerender(
      <main>
        Page
        <ToastsView toasts={[...first, { kind: 'success', message: 'Saved' }]} />
      </main>,
    );
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(page.container.querySelector('output')).toHaveTextContent('Added to cart, Saved');
    errors.mockRestore();
  });
});
