import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { Drawer, Modal } from './lazy.tsx';
import { SwipeableDrawer } from './swipeable-drawer.tsx';
import { whenIdleWithNoPanelOpen } from './escape-closes.tsx';

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
    await Promise.all([Drawer.preload(), Modal.preload()]);
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

  it.each([
    // The cart's drawer opened by a press made right after the page's load, before the shop's product dialog was rendered ahead.
    ['sheet', (onClose: () => void) => <SwipeableDrawer open onClose={onClose} title="Cart"><p>Lines</p></SwipeableDrawer>],
    ['drawer', (onClose: () => void) => <Drawer open onClose={onClose} title="Notifications"><p>Lines</p></Drawer>],
    ['dialog', (onClose: () => void) => <Modal open onCancel={onClose} title="A notification"><p>Lines</p></Modal>],
  ])('closes a %s that is open when a panel is rendered closed ahead, and an ahead render waits for it', async (_, open) => {
    // The notifications drawer opened right after the page's load, before the header's address panel was rendered
    // ahead: that panel's portal then joined antd's Escape stack above the drawer's, and Escape went to the closed one.
    const onClose = jest.fn<(which: string) => void>();
    const later = (ahead: boolean) => (
      <>
        {open(() => onClose('open'))}
        {ahead && (
          <SwipeableDrawer open={false} onClose={() => onClose('ahead')} title="Addresses" ahead>
            <p>Home</p>
          </SwipeableDrawer>
        )}
      </>
    );
    const view = render(later(false));
    expect(await screen.findByText('Lines')).toBeInTheDocument();
    view.rerender(later(true));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    escape();
    expect(onClose.mock.calls).toEqual([['open']]);
    // And the next ahead render waits until it is closed.
    const task = jest.fn();
    whenIdleWithNoPanelOpen(task);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(task).not.toHaveBeenCalled();
    view.unmount();
    await waitFor(() => expect(task).toHaveBeenCalledTimes(1));
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

  it('an ahead render waits for the open panel to close, then for the browser to be idle', async () => {
    const task = jest.fn();
    const sheet = (open: boolean) => (
      <SwipeableDrawer open={open} onClose={() => undefined} title="Cart">
        <p>Lines</p>
      </SwipeableDrawer>
    );
    const view = render(sheet(true));
    expect(await screen.findByText('Lines')).toBeVisible();
    whenIdleWithNoPanelOpen(task);
    // Idle (a timer of 200 ms where there are no idle callbacks) and more: the panel is still open.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(task).not.toHaveBeenCalled();
    view.rerender(sheet(false));
    await waitFor(() => expect(task).toHaveBeenCalledTimes(1));

    // With none open, it runs when the browser is idle; cancelled, never.
    const other = jest.fn();
    const cancel = whenIdleWithNoPanelOpen(other);
    whenIdleWithNoPanelOpen(task);
    cancel();
    await waitFor(() => expect(task).toHaveBeenCalledTimes(2));
    expect(other).not.toHaveBeenCalled();
  });
});
