import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { FarcasterApproval } from '../../shared/authApi/types'
import { farcasterTestUsers, type FarcasterTestUser } from './farcaster/farcasterTestUsers'

export interface ApproveOptions {
  /** Who approves; alice (fid 1001) by default. */
  user?: FarcasterTestUser
  /** Sign with this key instead of the user's custody key (a forged approval). */
  signerKey?: Hex
  /** Put these in the message instead of the channel's (a replayed or misdirected approval). */
  nonce?: string
  domain?: string
  /** How long the signed message stays valid (10 min by default; negative for an expired one). */
  expiresInMs?: number
  now?: number
}

/**
 * Plays a Farcaster client for the local relay: reads the channel URL the modal shows (as a QR or
 * a link: `…/farcaster/connect?channelToken=&nonce=&domain=&siweUri=`), signs a Sign-In-With-
 * Farcaster (EIP-4361) message for it with the test user's custody key and posts the approval.
 * Resolves to the relay's answer (204 on success); the options forge bad approvals for tests.
 *
 * @example
 * const { status } = await approveFarcasterChannel(channel.url) // alice approves
 * await approveFarcasterChannel(channel.url, { user: farcasterTestUsers[1] }) // as bob
 */
export async function approveFarcasterChannel(channelUrl: string, options: ApproveOptions = {}): Promise<{ status: number; body: unknown }> {
  const url = new URL(channelUrl)
  const q = url.searchParams
  const channelToken = q.get('channelToken')
  const domain = options.domain ?? q.get('domain')
  const nonce = options.nonce ?? q.get('nonce')
  const siweUri = q.get('siweUri')
  if (!channelToken || !domain || !nonce || !siweUri) throw new Error('not a Farcaster channel URL: channelToken, nonce, domain and siweUri are needed')
  const user = options.user ?? farcasterTestUsers[0]!
  const now = options.now ?? Date.now()
  const custody = privateKeyToAccount(user.custodyKey)
  const signer = options.signerKey ? privateKeyToAccount(options.signerKey) : custody
  const message = createSiweMessage({
    domain,
    address: custody.address,
    statement: 'Farcaster Auth',
    uri: siweUri,
    version: '1',
    chainId: 10,
    nonce,
    issuedAt: new Date(now),
    expirationTime: new Date(now + (options.expiresInMs ?? 10 * 60_000)),
    resources: [`farcaster://fid/${user.fid}`],
  })
  const approval: FarcasterApproval = { fid: user.fid, username: user.username, custodyAddress: custody.address, message, signature: await signer.signMessage({ message }) }
  const res = await fetch(`${url.origin}/v1/auth/farcaster/channel/${encodeURIComponent(channelToken)}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(approval),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null }
}
