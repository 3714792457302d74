import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address, as numbers (`::` expanded, a zone or trailing IPv4 part read). */
function groupsOf(ip: string): number[] {
  const bare = ip.split('%')[0]!;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  const text = v4 ? bare.slice(0, v4.index) + [(Number(v4[1]) << 8) | Number(v4[2]), (Number(v4[3]) << 8) | Number(v4[4])].map((n) => n.toString(16)).join(':') : bare;
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client's requests are counted under by the rate limits: its IPv4 address, or the /64 network of an IPv6
 * one (a single subscriber's line gets a whole /64, so each of its addresses would otherwise count as a new client).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip;
  return `${groupsOf(ip).slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}
