import { describe, expect, it } from 'vitest';
import { ipv4AddressProblem, ipv4RangeProblem } from './ip-range';

const FORM = 'Source IP range: enter an IPv4 range in a.b.c.d/24 form, like 203.0.113.0/24';

describe('ipv4RangeProblem', () => {
  it.each(['203.0.113.0/24', '10.1.2.128/25', '198.51.100.7/32', '0.0.0.0/24', ' 192.0.2.0/24 '])('takes %s', (value) => {
    expect(ipv4RangeProblem(value, 'Source IP range')).toBeUndefined();
  });

  it.each([
    ['203.0.113.0/33', FORM],
    ['999.1.1.1/24', FORM],
    ['203.0.113.0', FORM],
    ['203.0.113/24', FORM],
    ['010.1.2.0/24', FORM],
    ['0xCB.0.113.0/24', FORM],
    ['203.0.113.0/024', FORM],
    ['203.0.113.0 /24', FORM],
    ['', FORM],
    ['2001:db8::/48', 'Source IP range: IPv6 is not accepted; enter an IPv4 range like 203.0.113.0/24'],
    ['::ffff:203.0.113.0/120', 'Source IP range: IPv6 is not accepted; enter an IPv4 range like 203.0.113.0/24'],
    ['10.0.0.0/8', 'Source IP range: a range may be at most a /24 (256 addresses); split 10.0.0.0/8 into /24 ranges'],
    ['203.0.113.7/24', 'Source IP range: 203.0.113.7/24 does not start its range; enter 203.0.113.0/24'],
  ])('refuses %j', (value, problem) => {
    expect(ipv4RangeProblem(value, 'Source IP range')).toBe(problem);
  });
});

describe('ipv4AddressProblem', () => {
  it('takes a dotted IPv4 address and refuses ranges, IPv6 and out-of-range parts', () => {
    expect(ipv4AddressProblem('203.0.113.1', 'Peering IP')).toBeUndefined();
    expect(ipv4AddressProblem('203.0.113.1/32', 'Peering IP')).toBe('Peering IP: enter an IPv4 address like 203.0.113.1');
    expect(ipv4AddressProblem('256.0.0.1', 'Peering IP')).toBe('Peering IP: enter an IPv4 address like 203.0.113.1');
    expect(ipv4AddressProblem('2001:db8::1', 'Peering IP')).toBe('Peering IP: IPv6 is not accepted; enter an IPv4 address like 203.0.113.1');
  });
});
