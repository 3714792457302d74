import { createFakeFirestore } from '../testing/fake-firestore.ts';
import { createFirestoreChatGateway, toIso } from './firestore-chat-gateway.ts';

describe('Firestore chat adapter', () => {
  it("opens exactly two live subscriptions, each limited to the user's own documents", () => {
    const fs = createFakeFirestore();
    const gateway = createFirestoreChatGateway({ sdk: fs.sdk, db: {}, uid: 'uid-demo', user: { id: 1, firstname: 'Demo' } });
    const stop = gateway.subscribe(() => {}, () => {});
    expect(fs.listenerCount()).toBe(2);
    expect(fs.state.queries.map((q) => q.name).sort()).toEqual(['chats', 'messages']);
    for (const q of fs.state.queries) expect(q.filters).toEqual([{ field: 'user_uid', value: 'uid-demo' }]);
    stop();
    expect(fs.listenerCount()).toBe(0);
  });

  it('writes messages as the rules expect: sender 1, unread, the chat owner uid and a server timestamp', async () => {
    const fs = createFakeFirestore();
    const gateway = createFirestoreChatGateway({ sdk: fs.sdk, db: {}, uid: 'uid-demo', user: { id: 1, firstname: 'Demo' } });
    const chat = await gateway.openChat({ roleId: 'admin' });
    await gateway.send({ chat, content: 'hi' });
    const [[, message]] = fs.docs('messages');
    expect(message).toMatchObject({ user_uid: 'uid-demo', chat_id: chat.id, chat_content: 'hi', sender: 1, unread: true, roleId: 'admin' });
    expect(Object.keys(message).sort()).toEqual(['chat_content', 'chat_id', 'created_at', 'roleId', 'sender', 'unread', 'user_uid']);
    expect(toIso(message.created_at)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
