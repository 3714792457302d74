import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastShown } from '@market/bus';
import type { ChatMessage, Toast } from '@market/contract';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { Conversation } from './conversation.tsx';

jest.setTimeout(30_000);
beforeAll(() => {
  initTestI18n();
  // jsdom has no object URLs: the composer's preview gets a stand-in.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const filePicker = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

const msg = (id: string, sender: 0 | 1, chat_content: string, created_at: string): ChatMessage => ({
  id, chat_id: 'c1', chat_content, sender, unread: false, roleId: 'admin', created_at,
});

describe('Conversation', () => {
  it('shows messages as text with only http(s) links', () => {
    renderWithProviders(
      <Conversation
        title="Support"
        messages={[msg('1', 0, 'Track it at https://market.test/t/1 <b>now</b> javascript:alert(1)', '2025-01-01T10:00:00Z'), msg('2', 1, 'thanks', '2025-01-01T10:01:00Z')]}
        onSend={async () => {}}
      />,
    );
    const log = screen.getByRole('log', { name: 'Messages with Support' });
    expect(log).toHaveTextContent('<b>now</b>');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://market.test/t/1']);
    expect(log.querySelector('b')).toBeNull();
  });

  it('a failed send toasts "chat error" and keeps the unsent text; a good one clears it', async () => {
    const toasts: Toast[] = [];
    const off = toastShown.watch((t) => toasts.push(t));
    let fail = true;
    const onSend = jest.fn(async (_text: string) => {
      if (fail) throw new Error('permission-denied');
    });
    renderWithProviders(<Conversation title="Support" messages={[]} onSend={onSend} />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Where is my order?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'chat error' }));
    expect(box).toHaveValue('Where is my order?');
    fail = false;
    await user.type(box, '{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(onSend).toHaveBeenLastCalledWith('Where is my order?', undefined);
    off.unsubscribe();
  });

  it('the attach button is a keyboard control that opens a picker of images only', async () => {
    const { container } = renderWithProviders(<Conversation title="Support" messages={[]} onSend={async () => {}} />);
    const input = filePicker(container);
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    const opened = jest.fn();
    input.addEventListener('click', opened);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('log', { name: 'Messages with Support' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Attach an image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('refuses a file over the size limit or not an image, with a message saying why', async () => {
    const onUpload = jest.fn(async () => 'https://market.test/x.png');
    const { container } = renderWithProviders(<Conversation title="Support" messages={[]} onSend={async () => {}} onUpload={onUpload} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(filePicker(container), png('huge.png', 2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be 2 MB or smaller.');
    await user.upload(filePicker(container), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, GIF or WebP image.');
    expect(screen.queryByRole('img', { name: /Image to send/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.upload(filePicker(container), png('ok.png'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'Image to send: ok.png' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('uploads with progress and sends the URL; a failed send keeps text and image, toasts, and retry does not upload again', async () => {
    const toasts: Toast[] = [];
    const off = toastShown.watch((t) => toasts.push(t));
    let finishUpload: (url: string) => void = () => {};
    const onUpload = jest.fn(
      (_file: File, onProgress: (p: number) => void) =>
        new Promise<string>((resolve) => {
          onProgress(40);
          finishUpload = resolve;
        }),
    );
    let fail = true;
    const onSend = jest.fn(async (_text: string, _img?: string) => {
      if (fail) throw new Error('chat error');
    });
    const { container } = renderWithProviders(<Conversation title="Support" messages={[]} onSend={onSend} onUpload={onUpload} />);
    const user = userEvent.setup();
    await user.upload(filePicker(container), png('photo.png'));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'My parcel');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading the image' })).toHaveAttribute('value', '40');
    finishUpload('https://market.test/api/v1/media/uploads/p.png');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'chat error' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('My parcel');
    expect(screen.getByRole('img', { name: 'Image to send: photo.png' })).toBeVisible();
    expect(screen.getByText('Not sent.')).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Image to send: photo.png' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.queryByText('Not sent.')).toBeNull();
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenLastCalledWith('My parcel', 'https://market.test/api/v1/media/uploads/p.png');
    off.unsubscribe();
  });

  it('shows a sent image in its message, with an image-only message allowed', () => {
    renderWithProviders(
      <Conversation title="Support" messages={[{ ...msg('1', 1, '', '2025-01-01T10:00:00Z'), chat_img: 'https://market.test/api/v1/media/uploads/p.png' }]} onSend={async () => {}} />,
    );
    const log = screen.getByRole('log', { name: 'Messages with Support' });
    expect(within(log).getByRole('img', { name: 'Image sent in the chat' })).toHaveAttribute('src', 'https://market.test/api/v1/media/uploads/p.png');
  });
});
