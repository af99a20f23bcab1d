import type { RemoteApi } from '../../../shared/bridge/channel'
import { ErrorText } from '../../../shared/errors/messages'
import { ChainDisconnectedError, toProviderError } from '../../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import type { HostApi } from '../../../shared/protocol/api'
import { switchEvmChain } from './switchEvmChain'
import type { RequestArgs } from '../Connector'

/** docs/constants.md#timing: how long a wallet gets to revoke its permissions on disconnect. */
const REVOKE_TIMEOUT_MS = 100

/** The live connection to one host-page wallet. */
export interface InjectedClient {
  request(args: RequestArgs): Promise<unknown>
  /** Asks the wallet to revoke its permissions (given up on after 100 ms), then forgets the session. */
  disconnect(): Promise<void>
  switchNetwork(network: AirlockNetwork): Promise<void>
}

export interface InjectedClientOptions {
  /** Whether a method goes to the wallet on the approved chain (the method table's `chainBound`): switch first. */
  isChainBound(method: string): boolean
  /** `customRpcUrls` at the time of a switch (the add-chain RPC URL comes first from them). */
  customRpcUrls: () => Readonly<Record<string, string>> | undefined
  /** The configured network of a CAIP-2 id, to switch the wallet to it. */
  networkOf: (caipNetworkId: string) => AirlockNetwork | undefined
  /** The session is over on our side (forget it). */
  onDisconnected: () => void
}

/**
 * The live client of a browser-extension wallet in the host page: every call goes through the
 * host's `walletRequest(uuid, …)`, errors keep their EIP-1193 codes. A transaction or typed-data
 * signature for a chain the wallet is not on switches the wallet first (as part of the Approve
 * the visitor gave for that chain) and is refused with 4901 if the wallet stays elsewhere: it is
 * never signed on a chain other than the one shown. Disconnecting asks the
 * wallet to revoke its permissions (wallets that can't are given up on after 100 ms) and then
 * forgets the session.
 *
 * @example
 * const client = createInjectedClient(host, wallet.uuid, { customRpcUrls: () => undefined, networkOf: () => undefined, onDisconnected })
 * await client.request({ method: 'personal_sign', params: ['0x68', address] })
 */
export function createInjectedClient(host: RemoteApi<HostApi>, uuid: string, options: InjectedClientOptions): InjectedClient {
  const call = async (method: string, params?: unknown) => {
    try {
      return await host.walletRequest(uuid, params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toProviderError(error)
    }
  }
  const walletChain = async () => `eip155:${Number.parseInt(String(await call('eth_chainId')), 16)}`
  // The approval showed a chain; the wallet must be on it before it signs or sends, or nothing goes.
  const onChain = async (chainId: string) => {
    if ((await walletChain()) === chainId) return
    const network = options.networkOf(chainId)
    if (!network) throw new ChainDisconnectedError()
    await switchEvmChain((args) => call(args.method, args.params), network, options.customRpcUrls())
    if ((await walletChain()) !== chainId) throw new ChainDisconnectedError({ message: ErrorText.switchChainFailed(network.id) })
  }
  return {
    async request({ method, params, chainId }) {
      // Methods whose result depends on the wallet's chain (the method table's chainBound rows) go only on the chain the approval showed.
      if (chainId && options.isChainBound(method)) await onChain(chainId)
      return call(method, params)
    },
    async disconnect() {
      const revoke = call('wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => undefined)
      await Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, REVOKE_TIMEOUT_MS))])
      options.onDisconnected()
    },
    switchNetwork: (network: AirlockNetwork) => switchEvmChain((args) => call(args.method, args.params), network, options.customRpcUrls()),
  }
}
