import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Ranges a webhook may not reach (server-side request forgery): this host and its network, the cloud
 * metadata address, and everything not routed on the internet. IPv4-mapped and NAT64 IPv6 addresses are
 * refused whole, as they reach IPv4 addresses that this list would have to decode.
 */
const internalIpv4 = new BlockList();
/** Separate from the IPv4 list: a BlockList checks IPv4 addresses against its IPv6 rules as IPv4-mapped. */
const internalIpv6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254) included
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast included
] as const) {
  internalIpv4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  internalIpv6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6) is one a webhook may not reach. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? internalIpv4.check(address, 'ipv4') : internalIpv6.check(address, 'ipv6');
}

/** Why an address is refused, in the words the admin reads; null when it may be used. */
export type AddressProblem = string | null;

const PRIVATE_REFUSED =
  'This address leads to a private, loopback or link-local network, which webhooks may not reach.';

/** The host of a URL as a resolver takes it (IPv6 literals lose their brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Whether a webhook address may be registered: https (plain http only when private addresses are allowed,
 * for tests and closed networks), no user name or password in it, and a host whose every address is public
 * unless private ones are allowed. Resolves the host's name; the same check runs again at each delivery.
 */
export async function webhookAddressProblem(text: string, allowPrivate: boolean): Promise<AddressProblem> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full address, starting with https://.';
  }
  const protocols = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(url.protocol)) return 'The address must start with https://.';
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  if (url.hash) return 'Leave the #fragment out of the address.';
  if (allowPrivate) return null;
  const host = hostOf(url);
  if (isIP(host)) return isInternalAddress(host) ? PRIVATE_REFUSED : null;
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return `The host ${host} could not be found.`;
  }
  return addresses.some((entry) => isInternalAddress(entry.address)) ? PRIVATE_REFUSED : null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for node:http(s) that resolves the host as the connection is made and refuses it when any of its
 * addresses is internal: the address checked is the address connected to, so a name that changes its answer
 * between registration and delivery (DNS rebinding) reaches nothing.
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: LookupCallback,
): void {
  lookup(hostname, { all: true, verbatim: true }).then(
    (addresses) => {
      const internal = addresses.find((entry) => isInternalAddress(entry.address));
      if (internal || addresses.length === 0) {
        const error: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to ${internal?.address ?? 'nothing'}, which webhooks may not reach`,
        );
        error.code = 'EWEBHOOKADDRESS';
        callback(error, []);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, []),
  );
}
