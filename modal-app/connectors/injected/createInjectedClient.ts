import type { RemoteApi } from '../../../shared/bridge/channel'
import { toProviderError } from '../../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import type { HostApi } from '../../../shared/protocol/api'
import { switchEvmChain } from '../../features/network/switchEvmChain'
import type { LiveConnector } from '../LiveConnector'

/** §9: how long a wallet gets to revoke its permissions on disconnect. */
const REVOKE_TIMEOUT_MS = 100

export interface InjectedClientOptions {
  /** `customRpcUrls` at the time of a switch (the add-chain RPC URL comes first from them). */
  customRpcUrls: () => Readonly<Record<string, string>> | undefined
  /** The session is over on our side (forget it). */
  onDisconnected: () => void
}

/**
 * The live client of a browser-extension wallet in the host page: every call goes through the
 * host's `walletRequest(uuid, …)`, errors keep their EIP-1193 codes. Disconnecting asks the
 * wallet to revoke its permissions (wallets that can't are given up on after 100 ms) and then
 * forgets the session.
 *
 * @example
 * const client = createInjectedClient(host, wallet.uuid, { customRpcUrls: () => undefined, onDisconnected })
 * await client.request({ method: 'personal_sign', params: ['0x68', address] })
 */
export function createInjectedClient(host: RemoteApi<HostApi>, uuid: string, options: InjectedClientOptions): LiveConnector {
  const call = async (method: string, params?: unknown) => {
    try {
      return await host.walletRequest(uuid, params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toProviderError(error)
    }
  }
  return {
    kind: 'injected',
    request: ({ method, params }) => call(method, params),
    async disconnect() {
      const revoke = call('wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => undefined)
      await Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, REVOKE_TIMEOUT_MS))])
      options.onDisconnected()
    },
    switchNetwork: (network: AirlockNetwork) => switchEvmChain((args) => call(args.method, args.params), network, options.customRpcUrls()),
  }
}
