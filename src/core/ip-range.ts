/**
 * IPv4 addresses and ranges as visitors type them (`203.0.113.0/24`), checked with
 * `ipaddr.js`. Free of zod and Node, so islands carry the same check as the server.
 */
import ipaddr from 'ipaddr.js';

/** The widest source range a request may name: a /24 (specification §3 "a.b.c.d /24 form"). */
export const WIDEST_PREFIX = 24;

const example = '203.0.113.0/24';

/** Why `value` is not an IPv4 range from /24 to /32 starting at its first address, or undefined. */
export function ipv4RangeProblem(value: string, label: string): string | undefined {
  const text = value.trim();
  const slash = text.indexOf('/');
  const address = slash < 0 ? text : text.slice(0, slash);
  if (ipaddr.IPv6.isValid(address)) return `${label}: IPv6 is not accepted; enter an IPv4 range like ${example}`;
  const prefixText = slash < 0 ? '' : text.slice(slash + 1);
  // ipaddr.js alone also takes `10.1/24` and hexadecimal parts; the form asks for a.b.c.d/nn.
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) || !/^\d{1,2}$/.test(prefixText) || !ipaddr.IPv4.isValidCIDRFourPartDecimal(text)) {
    return `${label}: enter an IPv4 range in a.b.c.d/24 form, like ${example}`;
  }
  const prefix = Number(prefixText);
  if (prefix < WIDEST_PREFIX) return `${label}: a range may be at most a /${WIDEST_PREFIX} (256 addresses); split ${text} into /${WIDEST_PREFIX} ranges`;
  const start = ipaddr.IPv4.networkAddressFromCIDR(text).toString();
  if (start !== address) return `${label}: ${text} does not start its range; enter ${start}/${prefix}`;
  return undefined;
}

/** Why `value` is not one IPv4 address in a.b.c.d form, or undefined. */
export function ipv4AddressProblem(value: string, label: string): string | undefined {
  const text = value.trim();
  if (ipaddr.IPv6.isValid(text)) return `${label}: IPv6 is not accepted; enter an IPv4 address like 203.0.113.1`;
  return ipaddr.IPv4.isValidFourPartDecimal(text) ? undefined : `${label}: enter an IPv4 address like 203.0.113.1`;
}
