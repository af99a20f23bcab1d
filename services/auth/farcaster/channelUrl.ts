import type { Channel } from './FarcasterChannels'

/**
 * A channel's connect URL: a page of the auth service itself (loopback, so the QR works offline)
 * carrying what a Farcaster client needs to sign: the channel token, nonce, domain and URI.
 *
 * @example
 * channelUrl('http://127.0.0.1:8789', channel) // 'http://127.0.0.1:8789/farcaster/connect?channelToken=…&nonce=…&domain=…&siweUri=…'
 */
export function channelUrl(base: string, c: Pick<Channel, 'channelToken' | 'nonce' | 'domain' | 'siweUri'>): string {
  const q = new URLSearchParams({ channelToken: c.channelToken, nonce: c.nonce, domain: c.domain, siweUri: c.siweUri })
  return `${base}/farcaster/connect?${q.toString()}`
}
