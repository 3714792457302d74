import { fireEvent, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { createApiServer, initTestI18n, renderWithProviders } from '@market/testing';
import { createApiChatGateway } from '../api/api-chat-gateway.ts';
import { createChatStore } from '../model/chat-store.ts';
import { createFakeChatApi } from '../testing/fake-chat-api.ts';
import { ChatPanel } from './chat-panel.tsx';

const server = createApiServer();
const user = { id: 1, firstname: 'Demo' };
jest.setTimeout(20000);
beforeAll(() => initTestI18n());

/** The panel on a phone (one pane at a time) over the fake reference API, with `chats` already there. */
function renderCompact(setup: (api: ReturnType<typeof createFakeChatApi>) => void = () => undefined) {
  const api = createFakeChatApi(1);
  setup(api);
  server.use(...api.handlers);
  const store = createChatStore(() => Promise.resolve(createApiChatGateway()));
  renderWithProviders(<ChatPanel user={user} compact store={store} />);
}

describe('ChatPanel on a phone', () => {
  it('opens on the list, says to tap a conversation, and tapping one opens it', async () => {
    renderCompact((api) => {
      api.putChat({ id: 'chat-1', user, roleId: 'admin', shop_id: null });
      api.putMessage({ id: 'm-1', chat_id: 'chat-1', chat_content: 'Hello, how can we help?', sender: 0, unread: false, roleId: 'admin' });
    });
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(list).toHaveTextContent('Tap a conversation to open it.');
    fireEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(await screen.findByText('Hello, how can we help?')).toBeInTheDocument();
    expect(screen.queryByText('Tap a conversation to open it.')).toBeNull();
  });

  it('says there is no conversation yet and offers to write to support', async () => {
    renderCompact();
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Write to support' }));
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });
});
