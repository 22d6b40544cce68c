import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey (design §13: per-address limits count IPv6 by /64)', () => {
  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => {
    const a = clientKey('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1234:abcd:9')).toBe(a);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('counts an IPv4 address alone, written plain or IPv6-mapped', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('192.0.2.8')).not.toBe(clientKey('192.0.2.7'));
  });

  it('keeps whatever is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
