import { InvalidParamsError, UnauthorizedError, UnsupportedMethodError } from '../../../../shared/errors/ProviderRpcError'
import { ErrorText } from '../../../../shared/errors/messages'
import type { RequestArgs } from '../../Connector'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import type { PolkadotSigner } from '../keys/PolkadotSigner'
import { isPayloadOfChain } from '../../../../shared/polkadot/isPayloadOfChain'

/** What a Polkadot request is answered with: the signer, and the network's metadata and identity. */
export interface PolkadotRequestDeps {
  /** The Polkadot signer while signed in (null once signed out). */
  account(): PolkadotSigner | null
  /**
   * The payload decoder (`wallets/polkadot/decodePolkadotPayload`, loaded with the wallet chunk)
   * bound to the metadata the approval decoded the same payload with.
   */
  decode(payload: SignerPayloadJSON): Promise<{ genesisHash: string; signingBytes: Uint8Array }>
}

const HEX = /^0x([0-9a-fA-F]{2})*$/

function toHex(bytes: Uint8Array): `0x${string}` {
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from((hex.slice(2).match(/../g) ?? []).map((b) => Number.parseInt(b, 16)))
}

/**
 * Answers one Polkadot request of the embedded wallet after the RPC router's approval, in the
 * WalletConnect `polkadot` wire shapes the host's injected extension also speaks:
 * `polkadot_signTransaction` { address, transactionPayload } → { id, signature } (the sr25519
 * MultiSignature, type byte 0x01 first, over the bytes decoded from the payload against the
 * chain's metadata: the approval's decode, which refuses with -32602 a payload that does not
 * decode exactly, such as a method with bytes after its call or another signed-extension list),
 * only for a payload of the request's own chain (genesis hash); `polkadot_signMessage` { address, message } → { id, signature } (the message's
 * bytes, hex or text, wrapped in `<Bytes>…</Bytes>` as extensions sign them). Only for the key's
 * own address (else 4100); anything else is 4200.
 *
 * @example
 * await answerPolkadotRequest(deps, { method: 'polkadot_signMessage', chainId, params: { address, message: 'hello' } })
 */
export async function answerPolkadotRequest(deps: PolkadotRequestDeps, args: RequestArgs): Promise<unknown> {
  const account = deps.account()
  if (!account) throw new UnauthorizedError()
  const params = (args.params && typeof args.params === 'object' && !Array.isArray(args.params) ? args.params : {}) as Record<string, unknown>
  switch (args.method) {
    case 'polkadot_getAccounts':
    case 'polkadot_requestAccounts':
      return [account.address]
    case 'polkadot_signMessage': {
      if (params.address !== account.address) throw new UnauthorizedError()
      if (typeof params.message !== 'string') throw new InvalidParamsError({ message: 'polkadot_signMessage needs { address, message }' })
      const message = HEX.test(params.message) ? hexToBytes(params.message) : new TextEncoder().encode(params.message)
      return { id: 0, signature: toHex(await account.signRaw(message)) }
    }
    case 'polkadot_signTransaction': {
      const payload = params.transactionPayload as SignerPayloadJSON | undefined
      if (params.address !== account.address || payload?.address !== account.address) throw new UnauthorizedError()
      const decoded = await deps.decode(payload)
      // A payload for another chain would be signed for a chain the approval never named.
      if (!isPayloadOfChain(decoded.genesisHash, args.chainId ?? '')) throw new InvalidParamsError({ message: 'The payload is for another chain than the request' })
      const signature = await account.signPayload(decoded.signingBytes)
      return { id: 0, signature: toHex(new Uint8Array([1, ...signature])) }
    }
    default:
      throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
  }
}
