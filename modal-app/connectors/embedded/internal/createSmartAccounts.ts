import type { Hex, LocalAccount } from 'viem'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { rpcUrlOf } from '../../../../shared/networks/rpcUrlOf'
import type { AppStore } from '../../../app/storeTypes'
import type { SmartAccountWallet, Sponsorship } from '../smartAccount/createSmartAccountWallet'
import type { RequestedCapability } from '../smartAccount/parseSendCalls'
import { loadWalletParts } from './loadWalletParts'

/** The embedded wallet's smart accounts, one per chain with a bundler, for one connector. */
export interface SmartAccounts {
  /** The CAIP-2 ids of the networks with a bundler (§3 smartAccountEnabledNetworks). */
  enabledNetworks(): string[]
  /** Whether the network has a bundler, so the smart account can act there. */
  available(network: AirlockNetwork): boolean
  /** The smart account owned by `owner` on the network (built once per owner and chain). */
  wallet(owner: LocalAccount, network: AirlockNetwork): Promise<SmartAccountWallet>
  /**
   * The paymaster for a batch's `paymasterService` capability: the operator's (the modal's
   * settings), with the modal's project and the visitor's session, whatever context the dapp
   * sent; a dapp's own paymaster URL gets the dapp's context and never the session.
   */
  sponsorship(capability: RequestedCapability): Sponsorship | undefined
  /** Remembers the chain a batch id was sent on / looks it up. */
  sent(id: Hex, chainId: number): void
  chainOf(id: string): number | undefined
  /** Drops every built account (sign-out). */
  clear(): void
}

/** Whether two endpoint URLs are the same service (origin and path; a trailing slash is the same path). */
function sameEndpoint(a: string, b: string | undefined): boolean {
  if (!b) return false
  try {
    const [x, y] = [new URL(a), new URL(b)]
    return x.origin === y.origin && x.pathname.replace(/\/+$/, '') === y.pathname.replace(/\/+$/, '')
  } catch {
    return false
  }
}

/**
 * Keeps the embedded wallet's smart accounts: which networks have a bundler (the options'
 * `services.bundlerUrls`), the account on each (built lazily from the wallet chunk with the
 * chain's RPC endpoint, `customRpcUrls` honoured), the paymaster to use for sponsored batches (the
 * operator's, authenticated with the visitor's session from `auth`) and which chain each batch
 * went to. Holds no key: the owner account is passed in per call.
 *
 * @example
 * const smart = createSmartAccounts(store)
 * if (smart.available(network)) await (await smart.wallet(owner, network)).sendCalls(calls)
 */
export function createSmartAccounts(store: AppStore, auth: { sessionToken(): string | null } = { sessionToken: () => null }): SmartAccounts {
  const options = () => store.getState().options.value
  const built = new Map<string, Promise<SmartAccountWallet>>()
  const batches = new Map<string, number>()
  const bundlerOf = (network: AirlockNetwork) => (network.chainNamespace === 'eip155' ? options().services.bundlerUrls?.[network.caipNetworkId] : undefined)
  return {
    enabledNetworks: () => options().networks.filter((n) => bundlerOf(n)).map((n) => n.caipNetworkId),
    available: (network) => Boolean(bundlerOf(network)),
    wallet(owner, network) {
      const key = `${owner.address}:${network.caipNetworkId}`
      const existing = built.get(key)
      if (existing) return existing
      const bundlerUrl = bundlerOf(network)
      const rpcUrl = rpcUrlOf(network, options().customRpcUrls)
      if (!bundlerUrl || !rpcUrl) return Promise.reject(new Error(`No bundler for ${network.caipNetworkId}`))
      const wallet = loadWalletParts().then(({ createSmartAccountWallet }) =>
        createSmartAccountWallet({ owner, bundlerUrl, chain: { id: Number(network.id), name: network.name, rpcUrl, nativeCurrency: network.nativeCurrency } }),
      )
      built.set(key, wallet)
      wallet.catch(() => built.delete(key))
      return wallet
    },
    sponsorship(capability) {
      const operator = options().services.paymasterUrl
      const named = typeof capability.url === 'string' && /^https?:\/\//.test(capability.url) ? capability.url : undefined
      if (named && !sameEndpoint(named, operator)) {
        return { url: named, context: capability.context && typeof capability.context === 'object' ? (capability.context as Record<string, unknown>) : {} }
      }
      if (!operator) return undefined
      // The project is the modal's own (the operator's word), never one the dapp's context names.
      const token = auth.sessionToken()
      return { url: operator, context: { projectId: options().projectId }, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) }
    },
    sent: (id, chainId) => void batches.set(id.toLowerCase(), chainId),
    chainOf: (id) => batches.get(id.toLowerCase()),
    clear: () => built.clear(),
  }
}
