import { ed25519 } from '@noble/curves/ed25519.js'
import { createPublicClient, http, isHex, verifyMessage, type Hex, type PublicClient } from 'viem'
import type { CaipNetworkId } from '../caip/caip'
import { parseSiwxMessage } from './parseSiwxMessage'
import { SiwxVerifyError } from './SiwxVerifyError'
import type { SiwxMessageData } from './SiwxSession'
import { base58 } from '../solana/base58'
import { bitcoinNetworkKind } from '../bitcoin/bitcoinNetworkKind'
import { verifyBip322 } from '../bitcoin/verifyBip322'
import { verifyBitcoinMessage } from '../bitcoin/verifyBitcoinMessage'

export interface VerifySiwxOptions {
  /** The authority the dapp serves (`example.com`, `127.0.0.1:5173`): the message must name it. */
  domain: string
  /** When given, the message's URI must equal it. */
  uri?: string
  /**
   * The nonce the server issued, or a check of the message's nonce (e.g. one-time use). Required:
   * without it a signed message could be replayed for as long as it lives.
   */
  nonce?: string | ((nonce: string) => boolean | Promise<boolean>)
  /**
   * Skips the nonce check, said by name: only for a server that knows someone else already took
   * the nonce once (Airlock's data service issued and consumed it when it stored the session).
   * Never a default.
   */
  allowMissingNonce?: true
  /** The time to check expiry and `issuedAt` against (default now). */
  now?: Date
  /**
   * How old the message's `issuedAt` may be, in seconds (default {@link SIWX_MAX_AGE_SECONDS}, 10
   * minutes): a login is checked when the visitor signs, so an older message is a replay or a
   * leftover. `Infinity` turns the age check off.
   */
  maxAgeSeconds?: number
  /** How far `issuedAt` may lie ahead of `now`, in seconds, for clock skew (default {@link SIWX_CLOCK_SKEW_SECONDS}, 60). */
  clockSkewSeconds?: number
  /**
   * An RPC endpoint per CAIP-2 chain (`{ 'eip155:1': 'http://127.0.0.1:8545' }`) or a viem public
   * client: with one, contract-account (ERC-1271) and counterfactual (ERC-6492) signatures verify
   * too; without, only plain-key (EOA) signatures do.
   */
  rpc?: Readonly<Record<string, string | PublicClient>>
}

/** Default oldest `issuedAt` a verify accepts: 10 minutes (the data service's nonces live 5). */
export const SIWX_MAX_AGE_SECONDS = 600
/** Default clock skew a verify allows for an `issuedAt` ahead of the server's clock. */
export const SIWX_CLOCK_SKEW_SECONDS = 60

export interface VerifiedSiwxSession {
  /** The address that signed in, as in the message. */
  address: string
  chainId: CaipNetworkId
  data: SiwxMessageData
  /** When the session ends (ms since the epoch), if the message says so. */
  expiresAt?: number
}

/**
 * The documented check a dapp's server runs on the session its page got from Airlock
 * (`{ message, signature }`): parses the message strictly (EIP-4361 / CAIP-122), checks the
 * domain, URI and nonce against what the server expects (a nonce check is required unless the
 * caller names `allowMissingNonce: true`), the time window against `now` (`issuedAt` no more than
 * `clockSkewSeconds` ahead and no older than `maxAgeSeconds`; the expiration and not-before), then
 * the signature: eip155 with viem's `verifyMessage` (through `rpc` so smart accounts, deployed or
 * not, verify), solana as an ed25519 signature of the message bytes, bip122 as a BIP-322 proof
 * (P2WPKH or taproot) or a legacy ECDSA signature (P2WPKH) for the address on mainnet, testnet or regtest. It trusts nothing the client
 * sent beside the two strings and throws `SiwxVerifyError` with the failed check's code.
 *
 * @example
 * import { verifySiwxSession } from 'airlock/server'
 * const { address } = await verifySiwxSession(req.body, { domain: 'example.com', nonce: (n) => nonces.take(n), rpc: { 'eip155:1': RPC_URL } })
 */
export async function verifySiwxSession(session: { message: string; signature: string }, options: VerifySiwxOptions): Promise<VerifiedSiwxSession> {
  if (!session || typeof session.message !== 'string' || typeof session.signature !== 'string') throw new SiwxVerifyError('malformed', 'Invalid sign-in session: message and signature are needed')
  const data = parseSiwxMessage(session.message)
  if (data.domain !== options.domain) throw new SiwxVerifyError('domain-mismatch', `The sign-in message is for ${data.domain}, not ${options.domain}`)
  if (options.uri !== undefined && data.uri !== options.uri) throw new SiwxVerifyError('uri-mismatch', `The sign-in message is for ${data.uri}, not ${options.uri}`)
  if (options.nonce !== undefined) {
    const ok = typeof options.nonce === 'string' ? options.nonce === data.nonce : await options.nonce(data.nonce)
    if (!ok) throw new SiwxVerifyError('nonce-mismatch', 'The sign-in nonce is not one this server issued')
  } else if (options.allowMissingNonce !== true) {
    throw new SiwxVerifyError('nonce-required', 'No nonce check was given: pass the nonce this server issued, or allowMissingNonce: true when another party took it')
  }
  const now = (options.now ?? new Date()).getTime()
  const expiresAt = data.expirationTime === undefined ? undefined : Date.parse(data.expirationTime)
  if (expiresAt !== undefined && now >= expiresAt) throw new SiwxVerifyError('expired', 'The sign-in session has expired')
  checkIssuedAt(data.issuedAt, now, options)
  if (data.notBefore !== undefined && now < Date.parse(data.notBefore)) throw new SiwxVerifyError('not-yet-valid', 'The sign-in session is not valid yet')
  const valid = data.chainId.startsWith('eip155:') ? await verifyEvm(data, session, options.rpc?.[data.chainId]) : data.chainId.startsWith('bip122:') ? verifyBitcoin(data, session) : verifySolana(data, session)
  if (!valid) throw new SiwxVerifyError('invalid-signature', 'The sign-in signature does not match the message and address')
  return { address: data.accountAddress, chainId: data.chainId, data, ...(expiresAt === undefined ? {} : { expiresAt }) }
}

function checkIssuedAt(issuedAt: string, now: number, options: VerifySiwxOptions): void {
  const at = Date.parse(issuedAt)
  if (!Number.isFinite(at)) throw new SiwxVerifyError('malformed', 'The sign-in message has no valid Issued At time')
  const skew = (options.clockSkewSeconds ?? SIWX_CLOCK_SKEW_SECONDS) * 1000
  const maxAge = (options.maxAgeSeconds ?? SIWX_MAX_AGE_SECONDS) * 1000
  if (at > now + skew) throw new SiwxVerifyError('issued-in-future', 'The sign-in message is dated in the future')
  if (now - at > maxAge) throw new SiwxVerifyError('stale', 'The sign-in message was issued too long ago; sign in again')
}

async function verifyEvm(data: SiwxMessageData, session: { message: string; signature: string }, rpc: string | PublicClient | undefined): Promise<boolean> {
  if (!isHex(session.signature)) return false
  const args = { address: data.accountAddress as Hex, message: session.message, signature: session.signature }
  try {
    if (rpc === undefined) return await verifyMessage(args)
    const client = typeof rpc === 'string' ? createPublicClient({ transport: http(rpc) }) : rpc
    return await client.verifyMessage(args)
  } catch {
    // A signature that is not even well-formed is simply not valid.
    return false
  }
}

function verifySolana(data: SiwxMessageData, session: { message: string; signature: string }): boolean {
  try {
    // A key or signature with a character outside the alphabet throws: not valid either.
    const key = base58.decode(data.accountAddress)
    const signature = base58.decode(session.signature)
    if (key.length !== 32 || signature.length !== 64) return false
    return ed25519.verify(signature, new TextEncoder().encode(session.message), key)
  } catch {
    return false
  }
}

function verifyBitcoin(data: SiwxMessageData, session: { message: string; signature: string }): boolean {
  const kind = bitcoinNetworkKind(data.chainId)
  if (!kind) return false
  return verifyBip322(data.accountAddress, session.message, session.signature, kind) || verifyBitcoinMessage(data.accountAddress, session.message, session.signature, kind)
}
