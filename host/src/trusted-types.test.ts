import { defaultPolicyRules, installDefaultPolicy, isAllowedScriptUrl, type DefaultPolicyRules } from './trusted-types.ts';

const PAGE = 'https://market.example/shop/12?id=3';

describe('the Trusted Types default policy', () => {
  it.each([
    ['/main.3fa9c0d1e2.js', true],
    ['/mf/catalogue-search/0123456789ab/remoteEntry.js', true],
    ['https://market.example/mf/cart-checkout-group/0123456789ab/123.abcdef0123.js', true],
    ['/firebase-messaging-sw.js', true],
    ['bootstrap.0123abcd.js', true],
    ['https://apis.google.com/js/api.js?onload=__iframefcb123', true],
    // Not the site's own, nor Google's sign-in loader.
    ['https://evil.example/x.js', false],
    ['//evil.example/x.js', false],
    ['http://market.example/main.js', false],
    ['https://market.example:8443/main.js', false],
    ['https://apis.google.com.evil.example/js/api.js', false],
    ['https://apis.google.com/other/x.js', false],
    ['http://apis.google.com/js/api.js', false],
    ['https://www.google.com/recaptcha/api.js', false],
    // The API answers data, never a script, even from this origin.
    ['/api/v1/settings?callback=alert', false],
    ['data:text/javascript,alert(1)', false],
    ['javascript:alert(1)', false],
    ['blob:https://market.example/0d7b9f5e', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedScriptUrl(url, PAGE)).toBe(allowed);
    expect(defaultPolicyRules(() => PAGE).createScriptURL(url)).toBe(allowed ? url : null);
  });

  it('turns no string into HTML or script text: it has no rule for either', () => {
    const rules = defaultPolicyRules(() => PAGE);
    expect(Object.keys(rules)).toEqual(['createScriptURL']);
  });

  it('is created as `default` where the browser has Trusted Types, and nothing is needed where it has none', () => {
    const created: [string, DefaultPolicyRules][] = [];
    expect(installDefaultPolicy({ createPolicy: (name, rules) => created.push([name, rules]) })).toBe(true);
    expect(created.map(([name]) => name)).toEqual(['default']);
    expect(installDefaultPolicy(undefined)).toBe(false);
    // jsdom has no Trusted Types: importing the module created nothing and threw nothing.
    expect('trustedTypes' in globalThis).toBe(false);
  });
});
