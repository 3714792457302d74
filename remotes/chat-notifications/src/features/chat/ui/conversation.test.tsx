import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastShown } from '@market/bus';
import type { ChatMessage, Toast } from '@market/contract';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { Conversation } from './conversation.tsx';

jest.setTimeout(30_000);
beforeAll(() => initTestI18n());

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
    expect(onSend).toHaveBeenLastCalledWith('Where is my order?');
    off.unsubscribe();
  });
});
