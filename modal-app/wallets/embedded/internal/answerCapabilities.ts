import { ErrorText } from '../../../../shared/errors/messages'
import { InvalidParamsError, UnauthorizedError } from '../../../../shared/errors/ProviderRpcError'

export interface CapabilitiesContext {
  /** The address the dapp acts with (smart account or key). */
  address: string
  /** Whether that address is the smart account. */
  smartAccount: boolean
  /** CAIP-2 ids of the networks with a bundler. */
  networks: readonly string[]
  /** Whether the operator configured a paymaster (absent: assumed, as before). */
  sponsored?: boolean
}

type Capabilities = Record<string, { atomic: { status: 'supported' | 'unsupported' }; paymasterService?: { supported: boolean } }>

/**
 * The embedded wallet's EIP-5792 `wallet_getCapabilities` (`[address, chainIds?]`): per hex chain
 * id, `atomic: supported` and `paymasterService` where the smart account acts (one user operation
 * per batch, ERC-7677 sponsorship through the operator's paymaster, supported when the project has
 * one, or a paymaster URL the dapp passes),
 * `atomic: unsupported` for the key account. A missing address is docs/validation.md#addresses
 * 'Missing address parameter…'; another address than the wallet's is 4100.
 *
 * @example
 * answerCapabilities([address], ctx) // { '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } } }
 */
export function answerCapabilities(params: unknown, ctx: CapabilitiesContext): Capabilities {
  const [address, chainIds] = Array.isArray(params) ? params : []
  if (typeof address !== 'string' || address.length === 0) throw new InvalidParamsError({ message: ErrorText.missingCapabilitiesAddress })
  if (address.toLowerCase() !== ctx.address.toLowerCase()) throw new UnauthorizedError()
  const wanted = Array.isArray(chainIds) ? new Set(chainIds.filter((c): c is string => typeof c === 'string').map((c) => c.toLowerCase())) : undefined
  const out: Capabilities = {}
  for (const caip of ctx.networks) {
    const hex = `0x${Number(caip.split(':')[1]).toString(16)}`
    if (wanted && !wanted.has(hex)) continue
    out[hex] = ctx.smartAccount ? { atomic: { status: 'supported' }, paymasterService: { supported: ctx.sponsored !== false } } : { atomic: { status: 'unsupported' } }
  }
  return out
}
