import type { AirlockNetwork } from '../../../shared/networks/networks'
import { rpcUrlOf } from '../../../shared/networks/rpcUrlOf'
import type { MethodFacts } from '../Connector'

/** One namespace of a WalletConnect proposal, with the local RPC endpoints of its chains. */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** The events the modal asks a WalletConnect wallet for, per namespace. */
export const WALLETCONNECT_EVENTS = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: [],
  bip122: ['bip122_addressesChanged'],
} as const

type SupportedNamespace = keyof typeof WALLETCONNECT_EVENTS

/**
 * The proposal's namespaces from the configured networks, asking for the methods the method
 * table marks `walletConnect` (`walletConnectMethods`, from the connector's context): eip155, solana and bip122 (others have no
 * WalletConnect support here), each chain's RPC URL taken from `customRpcUrls` first, then the
 * network's own default. `rpcMap` carries each URL under both keys the provider looks up (the
 * full CAIP-2 id and the bare chain reference), so no chain falls back to the provider's hosted RPC.
 *
 * @example
 * buildNamespaces(ctx.methods.walletConnectMethods, [mainnet, base], { 'eip155:1': 'http://127.0.0.1:8545' })
 * // { eip155: { chains: ['eip155:1', 'eip155:8453'], methods: [...], events: [...], rpcMap: { 'eip155:1': 'http://127.0.0.1:8545', '1': 'http://127.0.0.1:8545', … } } }
 */
export function buildNamespaces(
  walletConnectMethods: MethodFacts['walletConnectMethods'],
  networks: readonly AirlockNetwork[],
  customRpcUrls: Readonly<Record<string, string>> = {},
): Partial<Record<SupportedNamespace, ProposalNamespace>> {
  const out: Partial<Record<SupportedNamespace, ProposalNamespace>> = {}
  for (const network of networks) {
    const ns = network.chainNamespace
    if (ns !== 'eip155' && ns !== 'solana' && ns !== 'bip122') continue
    const entry = (out[ns] ??= { chains: [], methods: walletConnectMethods(ns), events: [...WALLETCONNECT_EVENTS[ns]], rpcMap: {} })
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    const url = rpcUrlOf(network, customRpcUrls)
    if (!url) continue
    entry.rpcMap[network.caipNetworkId] = url
    entry.rpcMap[String(network.id)] = url
  }
  return out
}
