import type { AirlockNetwork } from '../../shared/networks/networks'
import { rpcUrlOf } from '../../shared/networks/rpcUrlOf'
import { solanaClusters } from '../../shared/solana/solanaClusters'
import { solanaExplorerUrl } from './solana/solanaExplorerUrl'

/** What an explorer link is built from: the operator's chain RPCs and data API, the page's RPCs. */
export interface ExplorerSources {
  /** The chain RPC the modal reads per CAIP-2 id (the operator's). */
  rpcUrls: Readonly<Record<string, string>>
  /** The page's `customRpcUrls` (for outside wallets). */
  customRpcUrls?: Readonly<Record<string, string>> | undefined
  /** The data API, which serves the local explorer pages. */
  apiUrl: string
}

// What may stand in a link's path: a hash or an address, nothing that could change the URL's shape.
const EVM_ID = { tx: /^0x[0-9a-fA-F]{64}$/, address: /^0x[0-9a-fA-F]{40}$/ } as const

/**
 * The explorer link of a transaction or an address on a network. An EVM chain whose RPC is on
 * loopback exists only on this machine: no public explorer knows it, so the link goes to the
 * data service's local explorer page (`GET /explorer/:chainId/tx|address/:id`) when that service
 * is on loopback too, and there is no link otherwise. Any other chain keeps its configured
 * explorer; Solana's names the cluster (`solanaExplorerUrl`); Polkadot's are Subscan's account and
 * extrinsic pages, none for a chain on loopback. `undefined` when there is none.
 *
 * @example
 * explorerUrl(mainnet, 'tx', '0x5c50…', { rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545' }, apiUrl: 'http://127.0.0.1:8787/' })
 * // 'http://127.0.0.1:8787/explorer/1/tx/0x5c50…'
 * explorerUrl(mainnet, 'address', '0xf39F…2266', { rpcUrls: {}, apiUrl: '' }) // 'https://etherscan.io/address/0xf39F…2266'
 */
export function explorerUrl(network: AirlockNetwork | undefined, kind: 'tx' | 'address', id: string, sources: ExplorerSources): string | undefined {
  if (!network || !id) return undefined
  if (network.chainNamespace === 'solana') return solanaExplorerUrl(network, rpcUrlOf(network, sources.customRpcUrls), kind === 'address' ? 'account' : 'tx', id)
  const rpc = Object.hasOwn(sources.rpcUrls, network.caipNetworkId) ? sources.rpcUrls[network.caipNetworkId] : rpcUrlOf(network, sources.customRpcUrls)
  // `isLocal` is the one loopback rule (127/8, localhost, [::1]), whatever the chain.
  if (network.chainNamespace === 'eip155' && solanaClusters.isLocal(rpc)) {
    if (!solanaClusters.isLocal(sources.apiUrl) || !EVM_ID[kind].test(id)) return undefined
    return `${sources.apiUrl.replace(/\/+$/, '')}/explorer/${Number(network.id)}/${kind}/${id}`
  }
  const base = network.blockExplorers?.default.url.replace(/\/+$/, '')
  if (network.chainNamespace === 'polkadot') {
    // The local Polkadot stand-in exists only on this machine: no explorer knows its accounts or extrinsics.
    if (solanaClusters.isLocal(rpc)) return undefined
    return base ? `${base}/${kind === 'address' ? 'account' : 'extrinsic'}/${encodeURIComponent(id)}` : undefined
  }
  return base ? `${base}/${kind}/${encodeURIComponent(id)}` : undefined
}
