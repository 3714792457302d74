import { render, screen, waitFor } from '@testing-library/react';
import { SwipeableDrawer } from './swipeable-drawer.tsx';

const sheet = (open: boolean) => (
  <SwipeableDrawer open={open} onClose={() => {}} title="Language">
    <p>English</p>
  </SwipeableDrawer>
);

describe('SwipeableDrawer', () => {
  it('mounts nothing until it is first opened, then opens and closes as before', async () => {
    const view = render(sheet(false));
    expect(document.querySelector('.ant-drawer')).toBeNull();
    expect(screen.queryByText('English')).not.toBeInTheDocument();

    view.rerender(sheet(true));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('English')).toBeVisible();

    view.rerender(sheet(false));
    await waitFor(() => expect(screen.queryByText('English')).not.toBeInTheDocument());
    view.rerender(sheet(true));
    expect(await screen.findByText('English')).toBeVisible();
  });

  it('takes the focus once open, after the frame that shows it, and gives it back to the button on closing', async () => {
    const Sheet = ({ open }: { open: boolean }) => (
      <>
        <button type="button">Language and currency</button>
        {sheet(open)}
      </>
    );
    const view = render(<Sheet open={false} />);
    const trigger = screen.getByRole('button', { name: 'Language and currency' });
    trigger.focus();
    view.rerender(<Sheet open />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.closest('.ant-drawer')).toContainElement(document.activeElement as HTMLElement));
    view.rerender(<Sheet open={false} />);
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
