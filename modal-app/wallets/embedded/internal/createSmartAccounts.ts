import type { Hex, LocalAccount } from 'viem'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { normalizeEndpointUrl } from '../../../../shared/dataApi/parseOperatorEndpoints'
import { EndpointNotAllowedError } from '../../../state/options/EndpointNotAllowedError'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import type { AppStore } from '../../../store/storeTypes'
import type { SmartAccountWallet, Sponsorship } from '../smartAccount/createSmartAccountWallet'
import type { RequestedCapability } from '../smartAccount/parseSendCalls'
import { loadWalletParts } from './loadWalletParts'
import { passkeyOwners, type PasskeyOwner } from '../passkeyOwner/passkeyOwners'
import { signingChainIdOf } from './signingChainIdOf'

/** The signed-in visitor, for the operator's paymaster: the session that authenticates and the user the key's owner proof names. */
export interface SponsoredVisitor {
  sessionToken(): string | null
  userId(): string | null
}

/** The embedded wallet's smart accounts, one per chain with a bundler, for one connector. */
export interface SmartAccounts {
  /** The CAIP-2 ids of the networks with a bundler (smartAccountEnabledNetworks, docs/entities.md#network). */
  enabledNetworks(): string[]
  /** Whether the network has a bundler, so the smart account can act there. */
  available(network: AirlockNetwork): boolean
  /**
   * The smart account owned by `owner` on the network (built once per owner, chain and signer):
   * signed by its passkey owner once one was added there (`passkeyOwners`, per account and
   * network), else by the key.
   */
  wallet(owner: LocalAccount, network: AirlockNetwork): Promise<SmartAccountWallet>
  /**
   * The paymaster for a batch's `paymasterService` capability: one of the operator's (the modal's
   * settings; a dapp's `url` may only pick among them, else EndpointNotAllowedError), with the
   * modal's project, the visitor's session and the statement the key's owner proof signs, whatever
   * context the dapp sent.
   */
  sponsorship(capability: RequestedCapability): Sponsorship | undefined
  /** Remembers the chain a batch id was sent on / looks it up. */
  sent(id: Hex, chainId: number): void
  chainOf(id: string): number | undefined
  /** Drops every built account (sign-out). */
  clear(): void
}

/**
 * Keeps the embedded wallet's smart accounts: which networks have a bundler (the options'
 * `services.bundlerUrls`), the account on each (built lazily from the wallet chunk with the
 * chain's RPC the modal trusts, the operator's), the paymaster to use for sponsored batches (one
 * of the operator's, authenticated with the visitor's session from `auth`) and which chain each
 * batch went to. Holds no key: the owner account is passed in per call.
 *
 * @example
 * const smart = createSmartAccounts(store)
 * if (smart.available(network)) await (await smart.wallet(owner, network)).sendCalls(calls)
 */
export function createSmartAccounts(store: Pick<AppStore, 'getState'>, auth: SponsoredVisitor = { sessionToken: () => null, userId: () => null }): SmartAccounts {
  const options = () => store.getState().options.value
  const built = new Map<string, Promise<SmartAccountWallet>>()
  const batches = new Map<string, number>()
  const bundlerOf = (network: AirlockNetwork) => (network.chainNamespace === 'eip155' ? options().services.bundlerUrls?.[network.caipNetworkId] : undefined)
  return {
    enabledNetworks: () => options().networks.filter((n) => bundlerOf(n)).map((n) => n.caipNetworkId),
    available: (network) => Boolean(bundlerOf(network)),
    wallet(owner, network) {
      const bundlerUrl = bundlerOf(network)
      const rpcUrl = trustedRpcUrlOf(network, options().rpcUrls)
      if (!bundlerUrl || !rpcUrl) return Promise.reject(new Error(`No bundler for ${network.caipNetworkId}`))
      // The chain the approval names (its caipNetworkId): user operations and the ERC-1271 wrapper's domain are bound to it.
      const chain = { id: signingChainIdOf(network), name: network.name, rpcUrl, nativeCurrency: network.nativeCurrency }
      const build = (key: string, passkey?: PasskeyOwner): Promise<SmartAccountWallet> => {
        const existing = built.get(key)
        if (existing) return existing
        const wallet = loadWalletParts().then(({ createSmartAccountWallet, toPasskeySigner }) => createSmartAccountWallet({ owner, ...(passkey ? { passkey: toPasskeySigner(passkey) } : {}), bundlerUrl, chain }))
        built.set(key, wallet)
        wallet.catch(() => built.delete(key))
        return wallet
      }
      const key = `${owner.address}:${network.caipNetworkId}`
      // The passkey record is per smart account (its address, known once the key-signed one is built) and network.
      return build(key).then((byKey) => {
        const passkey = passkeyOwners.get(byKey.account.address, network.caipNetworkId)
        return passkey ? build(`${key}:${passkey.id}`, passkey) : byKey
      })
    },
    sponsorship(capability) {
      // A dapp's ERC-7677 `url` may only pick one of the operator's paymasters, never name its own.
      const named = capability.url === undefined || capability.url === '' ? undefined : normalizeEndpointUrl(capability.url)
      const allowed = store.getState().options.operator.endpoints?.paymasterUrl ?? []
      if (capability.url !== undefined && capability.url !== '' && (!named || !allowed.includes(named))) throw new EndpointNotAllowedError('paymasterService.url', String(capability.url))
      const url = named ?? options().services.paymasterUrl
      if (!url) return undefined
      // Every paymaster here is the operator's: the project is the modal's own (never one the
      // dapp's context names), the visitor's session authenticates the request, and the key
      // proves it owns the account for this user (the wallet signs the statement).
      const token = auth.sessionToken()
      const userId = auth.userId()
      const projectId = options().projectId
      return { url, context: { projectId }, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}), ...(userId ? { proveOwner: { projectId, userId } } : {}) }
    },
    sent: (id, chainId) => void batches.set(id.toLowerCase(), chainId),
    chainOf: (id) => batches.get(id.toLowerCase()),
    clear: () => built.clear(),
  }
}
