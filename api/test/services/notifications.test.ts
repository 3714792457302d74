/**
 * Notifications without HTTP: only the user's own are read, reading keeps the first time, the unread counts name every
 * type, and a settings change with an unknown type changes none of them.
 */
import { freshContext, refusal } from './helpers.ts';
import { NOTIFICATION_TYPES } from '../../src/db/seed.ts';
import { pageArgs } from '../../src/lib/paginate.ts';
import { notify } from '../../src/services/notify.ts';
import { createUser } from '../../src/services/users.ts';
import { notificationSettings } from '../../src/services/present.ts';
import {
  notificationPage, ownNotification, readAllNotifications, readNotification, saveNotificationSettings, unreadCounts, type NotificationFilter,
} from '../../src/services/notifications.ts';

const ctx = freshContext();
const all = pageArgs({ perPage: 100 });
const newest: NotificationFilter = { types: [], unreadOnly: false, by: 'id', order: 'desc' };

describe('reading', () => {
  it("counts the unread by type, reads one (keeping its first time) and all; another user's is not found", () => {
    const me = createUser(ctx(), { firstname: 'Reader' });
    const other = createUser(ctx(), { firstname: 'Other' });
    notify(ctx(), me, 'news_publish', 'News', 'A post');
    notify(ctx(), me, 'status_changed', 'Order', 'Accepted');
    notify(ctx(), me, 'status_changed', 'Order', 'Ready');
    const counts = unreadCounts(ctx(), me);
    expect(Object.keys(counts).sort()).toEqual([...new Set(['notification', 'news_publish', 'status_changed', ...NOTIFICATION_TYPES])].sort());
    expect(counts).toMatchObject({ notification: 3, news_publish: 1, status_changed: 2 });

    const [first] = notificationPage(ctx(), me, all, newest, 'en').data;
    expect(ownNotification(ctx(), other, first!.id, 'en')).toBeUndefined();
    expect(readNotification(ctx(), other, first!.id, 'en')).toBeUndefined();
    const read = readNotification(ctx(), me, first!.id, 'en')!;
    expect(read.read_at).toBe(ctx().now().toISOString());
    expect(notificationPage(ctx(), me, all, { ...newest, unreadOnly: true }, 'en').meta.total).toBe(2);
    expect(notificationPage(ctx(), me, all, { ...newest, types: ['news_publish', 'not-a-type'] }, 'en').data.map((n) => n.type)).toEqual(['news_publish']);
    expect(readAllNotifications(ctx(), me)).toBe(2);
    expect(readAllNotifications(ctx(), me)).toBe(0);
    expect(unreadCounts(ctx(), me).notification).toBe(0);
  });
});

describe('saveNotificationSettings', () => {
  it('switches the types given, and none when one of them is unknown', () => {
    const me = createUser(ctx(), { firstname: 'Settings' });
    const before = notificationSettings(ctx(), me);
    const [a, b] = before;
    expect(() => saveNotificationSettings(ctx(), me, [{ notification_id: a!.id, active: false }, { notification_id: 999_999, active: false }])).toThrow(
      refusal(422, { notifications: ['The selected notification id is invalid.'] }),
    );
    expect(notificationSettings(ctx(), me)).toEqual(before);
    const after = saveNotificationSettings(ctx(), me, [{ notification_id: a!.id, active: false }, { notification_id: b!.id, active: true }]);
    expect(after.find((s) => s.id === a!.id)).not.toEqual(before.find((s) => s.id === a!.id));
  });
});
