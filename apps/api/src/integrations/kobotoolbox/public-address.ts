import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';

/**
 * An organisation types its KoboToolbox server's address and our server then calls it: without a check, that is a
 * way to make us call our own network (the database, the cloud's metadata service, an admin port). Only public
 * unicast addresses are called, checked when the address is saved and again on every connection (so a name that
 * resolves elsewhere later, or a redirect, is refused too).
 */

export class PrivateAddressError extends Error {}

const refusal = (host: string) =>
  new PrivateAddressError(
    `${host} is a private or local address: only a KoboToolbox server on the public internet can be used.`,
  );

/** Public unicast: not loopback, private, link-local (cloud metadata), carrier-grade NAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

/** Every address the URL's host resolves to is public (a literal address is checked as it is). */
export async function assertPublicUrl(url: string): Promise<void> {
  const host = hostOf(url);
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve, reject) =>
        dnsLookup(host, { all: true }, (error, found) =>
          error ? reject(error) : resolve(found.map((entry) => entry.address)),
        ),
      );
  if (!addresses.length || !addresses.every(isPublicAddress)) throw refusal(host);
}

/** A literal address in a URL never reaches a lookup: check it before the request. */
export function assertPublicLiteral(url: string): void {
  const host = hostOf(url);
  if (isIP(host) && !isPublicAddress(host)) throw refusal(host);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that fails for a name with any non-public address: used for every connection the agent opens. */
function publicOnlyLookup(
  hostname: string,
  options: LookupAllOptions | number | undefined,
  callback: LookupCallback,
): void {
  const wantsAll = typeof options === 'object' && options.all;
  dnsLookup(hostname, { ...(typeof options === 'object' ? options : {}), all: true }, (error, found) => {
    if (error) {
      callback(error, wantsAll ? [] : '');
      return;
    }
    if (!found.length || !found.every((entry) => isPublicAddress(entry.address))) {
      callback(refusal(hostname), wantsAll ? [] : '');
      return;
    }
    if (wantsAll) {
      callback(null, found);
      return;
    }
    callback(null, found[0]!.address, found[0]!.family);
  });
}

/** An undici agent whose connections reach public addresses only. */
export const publicOnlyAgent = new Agent({ connect: { lookup: publicOnlyLookup as never } });
