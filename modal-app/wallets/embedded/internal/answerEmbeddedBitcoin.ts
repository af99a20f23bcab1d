import { bitcoinNetworkKind } from '../../../../shared/bitcoin/bitcoinNetworkKind'
import { ErrorText } from '../../../../shared/errors/messages'
import { ChainDisconnectedError, UnauthorizedError } from '../../../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { esploraCall } from '../../../clients/esplora/esploraCall'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import type { RequestArgs } from '../../Connector'
import type { EmbeddedSessionStore } from '../session/createEmbeddedSessionStore'
import { answerBitcoinRequest } from './answerBitcoinRequest'

/**
 * Answers an approved `bip122` request with the embedded wallet's Bitcoin keys, on the network
 * the request names (else the wallet's Bitcoin network), reading and broadcasting through that
 * network's Esplora API as the operator configured it (`rpcUrls`; never the page's). Part of the
 * lazily loaded wallet chunk, so Bitcoin costs the modal's start nothing. 4100 when signed out;
 * on a network without an operator endpoint, addresses and messages are answered and what needs
 * the chain (a transfer) is 4901, and a PSBT's coins read as unchecked on its approval.
 *
 * @example
 * await answerEmbeddedBitcoin({ wallet, network, rpcUrls }, { method: 'signPsbt', params })
 */
export async function answerEmbeddedBitcoin(parts: { wallet: () => EmbeddedSessionStore | undefined; network: AirlockNetwork | undefined; rpcUrls: Readonly<Record<string, string>> }, args: RequestArgs): Promise<unknown> {
  const { network } = parts
  const kind = bitcoinNetworkKind(network?.caipNetworkId)
  const url = network ? trustedRpcUrlOf(network, parts.rpcUrls) : undefined
  if (!parts.wallet()?.bitcoinAccount() || !kind) throw new UnauthorizedError()
  // Addresses and messages need no chain: only reading coins and broadcasting need the operator's endpoint.
  const esplora = (path: string, body?: string) => (url ? esploraCall(url, path, body) : Promise.reject(new ChainDisconnectedError({ message: ErrorText.chainDisconnected })))
  return answerBitcoinRequest({ account: () => parts.wallet()?.bitcoinAccount() ?? null, network: kind, esplora }, args)
}
