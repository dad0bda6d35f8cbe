import ipaddr from 'ipaddr.js';

/** The ranges behind proxy-addr's names (what TRUSTED_PROXIES accepts besides addresses and CIDRs). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

type TRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1, as dual-stack sockets report) is its IPv4 address. */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  return ipaddr.isValid(address) ? ipaddr.process(address) : undefined;
}

function toRange(entry: string): TRange {
  if (entry.includes('/')) return ipaddr.parseCIDR(entry);
  const address = ipaddr.process(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/** A test for "is this socket address one of these" (addresses, CIDRs, loopback/linklocal/uniquelocal). */
export function addressMatcher(entries: string[]): (address: string | undefined) => boolean {
  const ranges = entries.flatMap((entry) => (NAMED_RANGES[entry] ?? [entry]).map(toRange));
  if (ranges.length === 0) return () => false;
  return (address) => {
    const parsed = address ? parse(address) : undefined;
    // Both halves have the same kind here; ipaddr's types cannot see it.
    return (
      !!parsed && ranges.some((range) => parsed.kind() === range[0].kind() && parsed.match(range as never))
    );
  };
}

/** The connection comes from this machine (127.0.0.0/8, ::1, or their IPv4-mapped form). */
export const isLoopback = addressMatcher(['loopback']);
