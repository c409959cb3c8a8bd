/** @jest-environment node */
import { clientKey, networkOf } from './client-address';

describe('networkOf', () => {
  it('keeps an IPv4 address whole and an IPv6 address to its /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('not an address')).toBe('unknown');
  });

  it('takes IPv6 to its /48 when asked (the visit beacon), IPv4 still whole', () => {
    expect(networkOf('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(networkOf('2001:db8:1:ffff:1:2:3:4', 48)).toBe('2001:db8:1::/48');
    expect(networkOf('2001:db8:2::1', 48)).toBe('2001:db8:2::/48');
    expect(networkOf('203.0.113.7', 48)).toBe('203.0.113.7');
  });
});

describe('clientKey', () => {
  it('is an HMAC under the secret: one network, one key; another secret, another key', async () => {
    const key = await clientKey('2001:db8:1:2::1', 'secret-a');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await clientKey('2001:db8:1:2::ffff', 'secret-a')).toBe(key);
    expect(await clientKey('2001:db8:1:3::1', 'secret-a')).not.toBe(key);
    expect(await clientKey('2001:db8:1:2::1', 'secret-b')).not.toBe(key);
    // Per /48, every /64 of one block is one network.
    expect(await clientKey('2001:db8:1:3::1', 'secret-a', 48)).toBe(await clientKey('2001:db8:1:2::1', 'secret-a', 48));
  });
});
