import fc from 'fast-check';
import { clientKey } from '../src/lib/client-address.ts';

describe('clientKey', () => {
  it('is an IPv4 address itself, also when written as IPv4-mapped IPv6', () => {
    expect(clientKey('198.51.100.1')).toBe('198.51.100.1');
    expect(clientKey('::ffff:198.51.100.1')).toBe('198.51.100.1');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('two IPv6 addresses share a key exactly when their first 64 bits are the same', () => {
    // Zero groups often (they are what `::` stands for), and pairs that share their first half as often as not.
    const group = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
    const address = fc.array(group, { minLength: 8, maxLength: 8 });
    const pair = fc.tuple(address, address, fc.boolean()).map(([a, b, samePrefix]) => [a, samePrefix ? [...a.slice(0, 4), ...b.slice(4)] : b] as const);
    // Written in full, or with the longest run of zero groups as `::`, as a client may send it.
    const written = (groups: number[], short: boolean) => {
      const full = groups.map((g) => g.toString(16)).join(':');
      return short ? full.replace(/(^|:)0(:0)+(:|$)/, '::') : full;
    };
    fc.assert(
      fc.property(pair, fc.boolean(), fc.boolean(), ([a, b], shortA, shortB) => {
        expect(clientKey(written(a, shortA))).toMatch(/::\/64$/);
        const same = a.slice(0, 4).every((g, i) => g === b[i]);
        expect(clientKey(written(a, shortA)) === clientKey(written(b, shortB))).toBe(same);
      }),
    );
  });
});
