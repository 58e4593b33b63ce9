import { isIPv6 } from 'node:net';

/**
 * The part of a client address that throttles count: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4 form), an IPv6 address by its /64 network, since one customer line usually holds a whole /64 and could
 * otherwise rotate through 2^64 addresses, each with a fresh allowance.
 * @example
 * clientKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * clientKey('::ffff:203.0.113.9')   // '203.0.113.9'
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const bare = address.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) names an interface, not a client
  if (!isIPv6(bare)) return address;
  const [head, tail = ''] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups.
  const groups = bare.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length - (tail.includes('.') ? 1 : 0)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
