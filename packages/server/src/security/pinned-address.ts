import dns from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-addresses.ts';

/** A host a server-side request refuses to reach: it cannot be resolved (now), or it is private. */
export class AddressRefusal extends Error {
  constructor(
    message: string,
    readonly reason: 'unresolved' | 'private',
  ) {
    super(message);
  }
}

/** Name resolution: every address of a host name. Tests pass their own. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const systemResolve: ResolveHost = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The host of a URL as resolvers and allow lists take it: lower case, an IPv6 literal without brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

export interface AddressCheck {
  resolve?: ResolveHost;
  /** Whether the operator allows this private address for this host; default never. */
  allowPrivate?: (host: string, address: string) => boolean;
}

/**
 * Resolves the URL's host once and checks every address it resolves to (one private address refuses
 * the host, so a name cannot hide a private address behind a public one); returns them, in the
 * resolver's order, to connect to. Connect to one of them with `pinnedLookup`, never by the name again:
 * a second lookup is what a DNS rebinding attack would answer differently.
 */
export async function checkedAddresses(url: URL, check: AddressCheck = {}): Promise<string[]> {
  const host = hostOf(url);
  const resolve = check.resolve ?? systemResolve;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw new AddressRefusal(`the host ${host} could not be resolved`, 'unresolved');
  }
  if (addresses.length === 0)
    throw new AddressRefusal(`the host ${host} could not be resolved`, 'unresolved');
  for (const address of addresses) {
    if (isPrivateAddress(address) && !check.allowPrivate?.(host, address)) {
      throw new AddressRefusal(`the host ${host} is a private address`, 'private');
    }
  }
  return addresses;
}

/** The first of `checkedAddresses`. */
export async function checkedAddress(url: URL, check: AddressCheck = {}): Promise<string> {
  return (await checkedAddresses(url, check))[0] as string;
}

/** A `lookup` for node:http(s) that answers the checked address whatever name it is asked. */
export function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
