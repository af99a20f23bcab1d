import type { CaipNetworkId } from '../caip/caip'

/**
 * The fields of a sign-in message (EIP-4361 for eip155, CAIP-122 for other namespaces). Times are
 * ISO 8601 strings exactly as they appear in the message, so a parsed message rebuilds byte for
 * byte.
 */
export interface SiwxMessageData {
  /** The RFC 3986 authority asking for the sign-in (`example.com`, `127.0.0.1:5173`). */
  domain: string
  /** The account signing in: EIP-55 checksummed for eip155, base58 for solana. */
  accountAddress: string
  /** CAIP-2 id of the chain the account signs in on (`eip155:1`, `solana:5eykt…`). */
  chainId: CaipNetworkId
  /** What the visitor agrees to; one line, no newline. */
  statement?: string
  /** The URI the sign-in is for (usually the dapp page's origin). */
  uri: string
  version: '1'
  /** At least 8 alphanumeric characters, chosen by the verifier so a signature can't be replayed. */
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/**
 * A sign-in session as the modal stores it and hands it to the dapp (docs/entities.md#session: data, message,
 * signature). A dapp's server trusts only `message` and `signature` (see `verifySiwxSession`).
 */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  /** 0x hex for eip155 (65-byte ECDSA, ERC-1271 or ERC-6492 wrapped), base58 for solana. */
  signature: string
}
