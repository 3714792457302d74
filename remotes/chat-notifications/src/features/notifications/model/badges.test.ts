import { afterRead, allRead, unreadCount } from './badges.ts';

const stat = { notification: 5, news_publish: 1, status_changed: 2, booking_status: 1, new_user_by_referral: 1 };

describe('unread badges', () => {
  it('reads each tab from the statistics', () => {
    expect(unreadCount(stat, 'all')).toBe(5);
    expect(unreadCount(stat, 'news_publish')).toBe(1);
    expect(unreadCount(stat, 'status_changed')).toBe(2);
    expect(unreadCount(undefined, 'all')).toBe(0);
    expect(unreadCount({ notification: -1, news_publish: 0, status_changed: 0 }, 'all')).toBe(0);
  });

  it('lowers the total and the type after one is read, never below 0', () => {
    expect(afterRead(stat, 'status_changed')).toMatchObject({ notification: 4, status_changed: 1, news_publish: 1 });
    expect(afterRead({ notification: 0, news_publish: 0, status_changed: 0 }, 'news_publish')).toMatchObject({ notification: 0, news_publish: 0 });
  });

  it('zeroes every count on mark-all', () => {
    expect(Object.values(allRead(stat))).toEqual([0, 0, 0, 0, 0]);
  });
});
