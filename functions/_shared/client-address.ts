import ipaddr from 'ipaddr.js';

/**
 * The key the quote endpoint counts requests by: an HMAC of the sender's network, keyed with a secret
 * (QUOTE_HASH_SECRET) that never leaves the server. Without the secret the key cannot be turned back
 * into an address by trying them all, which a plain or salted hash allows (all of IPv4 in hours).
 *
 * The network is the address for IPv4 and its /64 for IPv6: one IPv6 subscriber usually holds a whole
 * /64 and could otherwise take a new address for every request. The visit beacon counts by /48 (`v6Bits`
 * 48), the block a provider commonly hands one site: a stranger holding one must not count as 65,536
 * networks, and a visit is worth less than a quote request to anyone sharing the block.
 */
export function networkOf(address: string, v6Bits: 48 | 64 = 64): string {
  if (!ipaddr.isValid(address)) return 'unknown';
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).toNormalizedString().split(':').slice(0, v6Bits / 16).join(':')}::/${v6Bits}`;
}

export async function clientKey(address: string, secret: string, v6Bits: 48 | 64 = 64): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`quote-client:${networkOf(address, v6Bits)}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
