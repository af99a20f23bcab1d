import { rpcUrlOf } from '../../../shared/networks/rpcUrlOf'
import { hostSolanaWallet } from '../../../shared/solana/hostSolanaWallet'
import { isSolanaAddress } from '../../../shared/solana/isSolanaAddress'
import type { Connector, ConnectorContext } from '../Connector'
import { createHostWalletConnector } from '../createHostWalletConnector'
import { hostSolanaSession } from '../hostWalletSession'
import { clusterNameOf } from './clusterNameOf'

/**
 * The host page's Wallet Standard Solana wallets, which host-sdk/solana announces to the host's
 * wallet directory (rdns under `hostSolanaWallet.rdnsPrefix`), as a `createHostWalletConnector`
 * of the solana namespace: its connect is the wallet's own `standard:connect` through the host,
 * it reports the wallet's Solana accounts, and forwards the approved `solana_*` requests with the
 * account and the Wallet Standard chain (cluster) the request is for.
 *
 * @example
 * const solanaWallets = createHostSolanaConnector({ store, host, report, methods })
 * solanaWallets.hostWalletsChanged?.(await host.listWallets())
 */
export function createHostSolanaConnector(ctx: ConnectorContext): Connector {
  return createHostWalletConnector<string>(ctx, {
    id: 'hostSolana',
    namespace: 'solana',
    session: hostSolanaSession,
    isOurs: hostSolanaWallet.is,
    connectMethod: 'solana_connect',
    disconnectMethod: 'solana_disconnect',
    accountsOf: (data) => (Array.isArray(data) ? data.filter(isSolanaAddress) : []),
    addressOf: (address) => address,
    signing: new Set(['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction']),
    paramsFor(given, [address], chainId) {
      const { options, network } = ctx.store.getState()
      const target = options.value.networks.find((n) => n.caipNetworkId === chainId) ?? network.caipNetwork
      const chain = target?.chainNamespace === 'solana' ? clusterNameOf(target, rpcUrlOf(target, options.value.customRpcUrls)) : undefined
      return { ...given, pubkey: address, ...(chain ? { chain } : {}) }
    },
  })
}
