import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { Drawer } from './lazy.tsx';
import { SwipeableDrawer } from './swipeable-drawer.tsx';

/** Two sheets rendered closed ahead, the first mounted before the second (as the header's panels and the cart's are). */
function Sheets({ open, onClose }: { open: 'first' | 'second' | null; onClose: (which: string) => void }) {
  return (
    <>
      <SwipeableDrawer open={open === 'first'} onClose={() => onClose('first')} title="Addresses" ahead>
        <p>Home</p>
      </SwipeableDrawer>
      <SwipeableDrawer open={open === 'second'} onClose={() => onClose('second')} title="Language" ahead>
        <p>English</p>
      </SwipeableDrawer>
    </>
  );
}

const escape = () => act(() => void fireEvent.keyDown(window, { key: 'Escape' }));

describe('Escape with panels rendered closed ahead', () => {
  // antd's Escape stack keeps one entry per id, and its id hook gives every component the same id under
  // NODE_ENV=test ('test-id'): the stack would hold one entry for all. The ids are the page's own for these tests.
  const env = process.env.NODE_ENV;
  beforeAll(async () => {
    process.env.NODE_ENV = 'development';
    await Drawer.preload();
  });
  afterAll(() => {
    process.env.NODE_ENV = env;
  });

  it('closes the open one, whichever was mounted first; a closed one takes none', async () => {
    const onClose = jest.fn<(which: string) => void>();
    const view = render(<Sheets open={null} onClose={onClose} />);
    await waitFor(() => expect(document.querySelectorAll('.ant-drawer')).toHaveLength(2));
    escape();
    expect(onClose).not.toHaveBeenCalled();

    // The first sheet was mounted before the second, so its own portal is below the second's in antd's Escape stack.
    view.rerender(<Sheets open="first" onClose={onClose} />);
    expect(await screen.findByText('Home')).toBeVisible();
    escape();
    expect(onClose.mock.calls).toEqual([['first']]);

    view.rerender(<Sheets open="second" onClose={onClose} />);
    escape();
    expect(onClose.mock.calls).toEqual([['first'], ['second']]);
  });

  it('closes a sheet opened without being rendered ahead, from its first opening', async () => {
    const onClose = jest.fn();
    render(
      <SwipeableDrawer open onClose={onClose} title="Language">
        <p>English</p>
      </SwipeableDrawer>,
    );
    expect(await screen.findByText('English')).toBeVisible();
    escape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves the panel open while something opened inside it later takes Escape first', async () => {
    const onClose = jest.fn<(which: string) => void>();
    const inner = jest.fn();
    const view = render(
      <SwipeableDrawer open onClose={() => onClose('sheet')} title="Cart" ahead>
        <p>Lines</p>
      </SwipeableDrawer>,
    );
    expect(await screen.findByText('Lines')).toBeVisible();
    view.rerender(
      <SwipeableDrawer open onClose={() => onClose('sheet')} title="Cart" ahead>
        <SwipeableDrawer open onClose={inner} title="Remove this line?">
          <p>Sure?</p>
        </SwipeableDrawer>
      </SwipeableDrawer>,
    );
    expect(await screen.findByText('Sure?')).toBeVisible();
    escape();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
