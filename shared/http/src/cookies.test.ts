import { getCookie, getJsonCookie, removeCookie, setCookie } from './cookies.ts';

afterEach(() => ['theme', 'address', 'locale'].forEach(removeCookie));

describe('cookies', () => {
  it('reads what was written, decoded, and sees each change', () => {
    setCookie('theme', 'dark');
    expect(getCookie('theme')).toBe('dark');
    setCookie('theme', 'light');
    expect(getCookie('theme')).toBe('light');
    removeCookie('theme');
    expect(getCookie('theme')).toBeUndefined();
  });

  it('sees a cookie another script or tab wrote, and decodes JSON values', () => {
    expect(getCookie('locale')).toBeUndefined();
    document.cookie = 'locale=ar; path=/';
    expect(getCookie('locale')).toBe('ar');
    setCookie('address', JSON.stringify({ address: '1700 15th St NW, Washington', location: [38.9, -77.03] }));
    expect(getJsonCookie('address')).toEqual({ address: '1700 15th St NW, Washington', location: [38.9, -77.03] });
  });
});
