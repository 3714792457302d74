import { act, render, screen } from '@testing-library/react';
import { useFocusWhenPainted } from './focus-when-painted.ts';

const frame = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

/** A drawer as antd puts it in the page: its root takes the focus, the content inside. */
function FakeDrawer({ open, field = false, content = true }: { open: boolean; field?: boolean; content?: boolean }) {
  const { inside, settled } = useFocusWhenPainted<HTMLDivElement>(open);
  return (
    <div className="ant-drawer" tabIndex={-1} data-testid="root" data-trap={String(open && settled)}>
      {content && <div ref={inside}>{field && open && <input aria-label="Search" autoFocus />}</div>}
    </div>
  );
}

describe('useFocusWhenPainted', () => {
  it('leaves the focus where it is as the drawer opens, and gives it to the drawer, trapped, once that frame is painted', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const { rerender } = render(<FakeDrawer open={false} />);
    rerender(<FakeDrawer open />);
    expect(opener).toHaveFocus();
    expect(screen.getByTestId('root')).toHaveAttribute('data-trap', 'false');
    await frame();
    expect(screen.getByTestId('root')).toHaveFocus();
    expect(screen.getByTestId('root')).toHaveAttribute('data-trap', 'true');
    // Closed: the trap stops.
    rerender(<FakeDrawer open={false} />);
    expect(screen.getByTestId('root')).toHaveAttribute('data-trap', 'false');
    opener.remove();
  });

  it('keeps the focus on a field inside that took it', async () => {
    const { rerender } = render(<FakeDrawer open={false} field />);
    rerender(<FakeDrawer open field />);
    await frame();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    expect(screen.getByTestId('root')).toHaveAttribute('data-trap', 'true');
  });

  it('gives nothing when the drawer closes before that frame', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const { rerender } = render(<FakeDrawer open={false} />);
    rerender(<FakeDrawer open />);
    rerender(<FakeDrawer open={false} />);
    await frame();
    expect(opener).toHaveFocus();
    expect(screen.getByTestId('root')).toHaveAttribute('data-trap', 'false');
    opener.remove();
  });

  it('gives it once the content is in the page, for a drawer whose code came after it opened', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const { rerender } = render(<FakeDrawer open content={false} />);
    await frame();
    expect(opener).toHaveFocus();
    rerender(<FakeDrawer open />);
    await frame();
    expect(screen.getByTestId('root')).toHaveFocus();
    expect(screen.getByTestId('root')).toHaveAttribute('data-trap', 'true');
    opener.remove();
  });
});
