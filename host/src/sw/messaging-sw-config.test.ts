import { messagingConfigFrom, notificationFrom, sameOriginLink } from './messaging-sw-config.ts';

describe('the messaging service worker', () => {
  it('reads the Firebase config from its query string, and only a complete one', () => {
    const full = '?apiKey=k&projectId=p&messagingSenderId=42&appId=1%3A42%3Aweb%3Aabc';
    expect(messagingConfigFrom(full)).toEqual({ apiKey: 'k', projectId: 'p', messagingSenderId: '42', appId: '1:42:web:abc' });
    expect(messagingConfigFrom('')).toBeNull();
    expect(messagingConfigFrom('?apiKey=k&projectId=p&messagingSenderId=42')).toBeNull();
  });

  it('shows a data-only message with a title; opens same-origin links only', () => {
    expect(notificationFrom({ title: 'Order #7', body: 'On its way', link: '/orders/7' })).toEqual({
      title: 'Order #7',
      options: { body: 'On its way', icon: '/favicon.svg', data: { link: '/orders/7' } },
    });
    expect(notificationFrom({ body: 'no title' })).toBeNull();
    expect(notificationFrom(undefined)).toBeNull();
    expect(sameOriginLink('/orders/7', 'https://market.test')).toBe('https://market.test/orders/7');
    expect(sameOriginLink('https://evil.test/x', 'https://market.test')).toBe('https://market.test/notifications');
    expect(sameOriginLink('javascript:alert(1)', 'https://market.test')).toBe('https://market.test/notifications');
    expect(sameOriginLink(undefined, 'https://market.test')).toBe('https://market.test/notifications');
  });
});
