import { jest } from '@jest/globals';
import { getCookie, getJsonCookie, removeCookie, setCookie } from './cookies.ts';

afterEach(() => ['theme', 'address', 'locale'].forEach(removeCookie));

describe('cookies', () => {
  it('reads the page\'s cookies once per task', async () => {
    const cookie = jest.spyOn(Document.prototype, 'cookie', 'get');
    await new Promise((next) => setTimeout(next, 0));
    cookie.mockClear();
    for (let i = 0; i < 10; i++) getCookie('theme');
    expect(cookie).toHaveBeenCalledTimes(1);
    await new Promise((next) => setTimeout(next, 0));
    getCookie('theme');
    expect(cookie).toHaveBeenCalledTimes(2);
    cookie.mockRestore();
  });

  it('reads what was written, decoded, and sees each change', () => {
    setCookie('theme', 'dark');
    expect(getCookie('theme')).toBe('dark');
    setCookie('theme', 'light');
    expect(getCookie('theme')).toBe('light');
    removeCookie('theme');
    expect(getCookie('theme')).toBeUndefined();
  });

  it('sees a cookie another script or tab wrote from the next task on, and decodes JSON values', async () => {
    expect(getCookie('locale')).toBeUndefined();
    document.cookie = 'locale=ar; path=/';
    // Read once per task: the same task still has the page's cookies as they were.
    expect(getCookie('locale')).toBeUndefined();
    await new Promise((next) => setTimeout(next, 0));
    expect(getCookie('locale')).toBe('ar');
    setCookie('address', JSON.stringify({ address: '1700 15th St NW, Washington', location: [38.9, -77.03] }));
    expect(getJsonCookie('address')).toEqual({ address: '1700 15th St NW, Washington', location: [38.9, -77.03] });
  });
});
