import { CallsError, CallsErrorCode } from '../../../../shared/errors/CallsError'
import { ErrorText } from '../../../../shared/errors/messages'
import { UnauthorizedError, UnsupportedMethodError } from '../../../../shared/errors/ProviderRpcError'
import type { ChainNamespace } from '../../../../shared/caip'
import { bitcoinNetworkKind } from '../../../../shared/bitcoin/bitcoinNetworkKind'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { readFromNetwork } from '../../../clients/chainRpc/readFromNetwork'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import type { ConnectorEvents, ConnectorStore, RequestArgs } from '../../Connector'
import type { AccountInUse } from './createAccountInUse'
import type { EmbeddedSession } from './createEmbeddedSession'
import type { GrantChecks } from './createGrantChecks'
import type { SmartAccounts } from './createSmartAccounts'
import type { EmbeddedNetworks } from './embeddedNetworks'
import { loadWalletParts } from './loadWalletParts'
import { signingChainIdOf } from './signingChainIdOf'
import { loadPolkadotMetadata } from '../../polkadot/loadPolkadotMetadata'
import { checkMortalBirth } from '../../polkadot/checkMortalBirth'
import type { Outflow } from '../secondFactor/Outflow'

/** What the embedded wallet's requests are answered with: its session, networks, accounts and grants. */
export interface EmbeddedRequestParts {
  store: Pick<ConnectorStore, 'getState'>
  report: Pick<ConnectorEvents, 'noticed'>
  session: Pick<EmbeddedSession, 'current' | 'client'>
  networks: EmbeddedNetworks
  smart: SmartAccounts
  inUse: AccountInUse
  grants: GrantChecks
}

/**
 * Answers an approved request of the dapp with the embedded wallet: Solana with the Solana key
 * (answerSolanaRequest), Polkadot with the sr25519 key (answerPolkadotRequest, the payload decoded
 * against the network's metadata as the approval decoded it), Bitcoin with the Bitcoin keys
 * (answerEmbeddedBitcoin, in the wallet chunk), eip155 by kind: `wallet_getCapabilities`, `wallet_showCallsStatus` (the
 * calls feature shows the status: reported as a notice), ERC-7715 grants and revokes, then the
 * smart account's (answerSmartAccountRequest, after which a sent batch refreshes the account
 * type shown) or the key's (answerEmbeddedRequest). In every namespace, a request that lets
 * more than the visitor's second-factor threshold leave the wallet, or something the modal
 * can't price, waits for their code first (guardSend, over what the namespace's reader says
 * leaves). Reads go to the chain's endpoint the modal trusts. 4100 when signed out, 4200 for
 * another namespace.
 *
 * @example
 * const answer = answerEmbeddedRequests(parts)
 * await answer('eip155', { method: 'personal_sign', params: ['0x68', address] })
 */
export function answerEmbeddedRequests(parts: EmbeddedRequestParts): (namespace: ChainNamespace, args: RequestArgs) => Promise<unknown> {
  const { store, report, session, networks, smart, inUse, grants } = parts
  const options = () => store.getState().options.value
  // The visitor's own rule: above their threshold, no signature without their second factor.
  const guard = async (network: AirlockNetwork, outflows: readonly Outflow[]) => {
    const { authUrl, projectId } = session.client()
    if (!authUrl || outflows.length === 0) return
    const loaded = await loadWalletParts()
    const calls = loaded.createSecondFactorCalls({ authUrl, projectId })
    const price = (token?: string) => (token ? loaded.cachedTokenPrice(store.getState(), network, token) : { usdPrice: loaded.cachedNativePrice(store.getState(), network), decimals: network.nativeCurrency.decimals })
    await loaded.guardSend({ calls, token: () => session.current()?.sessionToken() ?? null, price }, outflows)
  }
  return async (namespace, args) => {
    const wallet = session.current()
    if (namespace === 'solana') {
      const network = networks.byCaipId(args.chainId) ?? networks.solana()
      if (!wallet?.solanaAccount() || !network) throw new UnauthorizedError()
      const { answerSolanaRequest, solanaOutflows } = await loadWalletParts()
      await guard(network, solanaOutflows(args, wallet.solanaAccount()!.address))
      const url = trustedRpcUrlOf(network, options().rpcUrls)
      return answerSolanaRequest({ account: () => session.current()?.solanaAccount() ?? null, chain: (method, params) => readFromNetwork(url, method, params) }, args)
    }
    if (namespace === 'polkadot') {
      const network = networks.byCaipId(args.chainId) ?? networks.polkadot()
      if (!wallet?.polkadotAccount() || !network) throw new UnauthorizedError()
      const url = trustedRpcUrlOf(network, options().rpcUrls)
      const [{ answerPolkadotRequest, polkadotOutflows }, { decodePolkadotPayload }, metadata] = await Promise.all([loadWalletParts(), import('../../polkadot/decodePolkadotPayload'), url ? loadPolkadotMetadata(url) : Promise.reject(new UnauthorizedError())])
      const payload = args.method === 'polkadot_signTransaction' ? (args.params as { transactionPayload?: Parameters<typeof decodePolkadotPayload>[0] } | undefined)?.transactionPayload : undefined
      if (payload) {
        // A payload that doesn't decode is refused by the signer below: nothing is signed.
        let decoded
        try {
          decoded = decodePolkadotPayload(payload, metadata)
        } catch {
          decoded = undefined
        }
        if (decoded) await guard(network, polkadotOutflows(decoded))
      }
      // The same payload decoded with the same metadata as on the approval, its era's start checked
      // against the chain as there: the bytes signed are the ones shown.
      const decode = async (signed: Parameters<typeof decodePolkadotPayload>[0]) => {
        const decodedPayload = decodePolkadotPayload(signed, metadata)
        await checkMortalBirth((method, params) => readFromNetwork(url, method, params), decodedPayload)
        return decodedPayload
      }
      return answerPolkadotRequest({ account: () => session.current()?.polkadotAccount() ?? null, decode }, { ...args, chainId: network.caipNetworkId })
    }
    if (namespace === 'bip122') {
      const network = networks.byCaipId(args.chainId) ?? networks.bitcoin()
      const loaded = await loadWalletParts()
      const kind = bitcoinNetworkKind(network?.caipNetworkId)
      const keys = wallet?.bitcoinAccount()
      if (network && kind && keys) await guard(network, loaded.bitcoinOutflows(args, kind, keys.accounts(kind)))
      return loaded.answerEmbeddedBitcoin({ wallet: session.current, network, rpcUrls: options().rpcUrls }, args)
    }
    if (namespace !== 'eip155') throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
    const signer = wallet?.account() ?? null
    if (!signer) throw new UnauthorizedError()
    const network = networks.byCaipId(args.chainId) ?? networks.activeEvm()
    if (!network) throw new UnauthorizedError()
    const address = store.getState().account.byNamespace.eip155?.address ?? signer.address
    const loaded = await loadWalletParts()
    if (args.method === 'wallet_getCapabilities') return loaded.answerCapabilities(args.params, { address, smartAccount: inUse.type() === 'smartAccount', networks: smart.enabledNetworks(), sponsored: Boolean(options().services.paymasterUrl) })
    if (args.method === 'wallet_showCallsStatus') {
      const id = Array.isArray(args.params) ? args.params[0] : undefined
      if (typeof id !== 'string' || smart.chainOf(id) === undefined) throw new CallsError(CallsErrorCode.unknownBundle, 'Unknown calls id')
      // The wallet's own UI: the calls feature opens the status view and follows the batch.
      report.noticed({ type: 'callsStatusShown', id })
      return null
    }
    if (args.method === 'wallet_grantPermissions' || args.method === 'wallet_revokePermissions') {
      const chainIds = options().networks.filter((n) => smart.enabledNetworks().includes(n.caipNetworkId)).map((n) => Number(n.id))
      const held = grants.held(loaded.createGrantStore)
      const isAccountAbstraction = async (target: `0x${string}`, chainId: number) => {
        const on = networks.evmByChainId(chainId)
        if (!on) throw new UnauthorizedError()
        return loaded.isAccountAbstractionContract((await smart.wallet(signer, on)).client, target)
      }
      return loaded.answerPermissionRequest(args, { grants: held, account: address as `0x${string}`, smartAccount: inUse.type() === 'smartAccount', chainIds, origin: store.getState().options.hostOrigin, nowSeconds: Math.floor(Date.now() / 1000), isAccountAbstraction })
    }
    // The key's own transaction is guarded once its fee is resolved (beforeSign below): the max fee leaves the wallet too.
    const signsWithKey = inUse.type() !== 'smartAccount' && args.method === 'eth_sendTransaction'
    // A smart account's operation pays its own gas: the dapp's fee fields are not what it signs.
    if (!signsWithKey) await guard(network, loaded.evmOutflows(args, inUse.type() === 'smartAccount' ? 0n : undefined))
    // A batch may name a grant made before a reload: the grant store reads it back from storage.
    if (options().features.smartSessions) grants.held(loaded.createGrantStore)
    if (inUse.type() === 'smartAccount') {
      // A status query is answered on the chain the batch went to.
      const chainId = args.method === 'wallet_getCallsStatus' && Array.isArray(args.params) ? smart.chainOf(String(args.params[0])) : undefined
      const on = (chainId !== undefined ? networks.evmByChainId(chainId) : undefined) ?? network
      const sponsorshipRefused = (message: string) => report.noticed({ type: 'sponsorshipRefused', message })
      // The same notice: a refused batch's reason shown in the modal, whichever check refused it.
      const answer = await loaded.answerSmartAccountRequest({ wallet: await smart.wallet(signer, on), sponsorship: smart.sponsorship, sponsorshipRefused, passkeyRefused: sponsorshipRefused, sent: smart.sent, underGrant: grants.underGrant, checkGrant: grants.checkGrant }, args)
      if (args.method === 'eth_sendTransaction' || args.method === 'wallet_sendCalls') void inUse.publish(on)
      return answer
    }
    const url = trustedRpcUrlOf(network, options().rpcUrls)
    // Signed for the chain the approval names (its caipNetworkId), never the page's `id` for it.
    const chainId = signingChainIdOf(network)
    return loaded.answerEmbeddedRequest({ account: () => session.current()?.account() ?? null, chainId: () => chainId, chain: (method, params) => readFromNetwork(url, method, params), beforeSign: (fee) => guard(network, loaded.evmOutflows(args, fee.maxFee)) }, args)
  }
}
