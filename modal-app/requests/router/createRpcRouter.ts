import { parseCaipNetworkId } from '../../../shared/caip/caip'
import { ErrorText } from '../../../shared/errors/messages'
import {
  ChainDisconnectedError,
  InvalidParamsError,
  InvalidRequestError,
  UnauthorizedError,
  UnsupportedMethodError,
} from '../../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import type { RequestArguments } from '../../../shared/protocol/api'
import { permissionsContextOf } from '../../wallets/embedded/permissions/permissionsContextOf'
import { coalesceReads, type ChainRead } from './coalesceReads'
import { methodSpecOf, modalMethodOf, policyOf } from '../methods'
import { readFromNetwork } from '../../clients/chainRpc/readFromNetwork'
import type { RpcDeps } from './RpcDeps'
import { markPhase } from '../../lib/markPhase'
import type { MethodSpec } from '../methods/MethodSpec'

/**
 * The modal's one RPC router (every request a dapp sends, `airlock_*` included): reads each
 * method from the method table (./methods), checks the request's shape (-32600 / -32602), the network
 * (4901), the namespace allow-list (4200 'Requested RPC call is not allowed'), the account
 * (4100), and only then answers: reads from the chain endpoint, account lists from state,
 * a dapp giving up its account access by disconnecting at once, unsafe methods after a trusted
 * approval, the rest through the connected wallet. What sets a method apart is a field of its
 * row (`accounts`, `disconnects`, `switchesTo`…), never its name here.
 *
 * @example
 * const route = createRpcRouter(deps)
 * await route({ method: 'eth_chainId' }) // '0x1'
 */
export function createRpcRouter(deps: RpcDeps): (args: RequestArguments) => Promise<unknown> {
  const read = coalesceReads(readFromNetwork)
  return async function route(args) {
    if (!args || typeof args !== 'object' || Array.isArray(args)) throw new InvalidRequestError()
    const { method, params, chainId, id } = args as Partial<RequestArguments>
    if (typeof method !== 'string' || method.length === 0 || method.length > 128) throw new InvalidRequestError({ message: 'Request needs a method name' })
    if (params !== undefined && (params === null || typeof params !== 'object')) throw new InvalidParamsError({ message: 'params must be an array or an object' })
    // The modal's own methods (the sign-in session) are answered on any network, signed in or not.
    const own = modalMethodOf(method)
    if (own?.answer) return own.answer(deps)
    const network = resolveNetwork(deps, chainId, method)
    const namespace = network.chainNamespace
    const spec = methodSpecOf(namespace, method)
    if (!spec) throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
    const policy = spec.policy

    if (policy === 'read') return answerRead(deps, read, network, spec, params)
    // EIP-2255 revoke of only eth_accounts (wagmi's disconnect()), Wallet Standard's
    // standard:disconnect: the dapp gives up its own account access, which needs no prompt.
    if (spec.disconnects?.(params)) {
      if (deps.address(namespace)) await deps.disconnect(namespace)
      return null
    }

    // A Solana dapp's silent connect (wallet-adapter's autoConnect) right after a reload gets the
    // account the modal is still restoring, not an empty list it would take as signed out.
    if (spec.awaitsRestore && !deps.address(namespace)) {
      await deps.settled?.(namespace)
      markPhase('restore-settled')
    }
    // A connection remembered from the last visit answers the account list at once; anything
    // more waits until its wallet is back, so the account approved and used is the wallet's own.
    if (spec.accounts !== 'list') {
      const confirming = deps.confirmed?.(namespace)
      if (confirming) await confirming
    }
    const address = deps.address(namespace)
    if (spec.accounts === 'list') return address ? [address] : []
    if (spec.accounts === 'connect') return [address ?? (await deps.connect(namespace, network))]
    if (!address) throw new UnauthorizedError()
    if (spec.accounts === 'address') return address
    const sessions = deps.smartSessions?.() === true
    // ERC-7715 smart sessions are granted only where the dapp turned them on (docs/features.md#defaults: off by default);
    // revoking stays possible, it only lowers what the dapp can do.
    if (!sessions && spec.needsSmartSessions) throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
    // The params are decoded here, once (-32602 when the table's decoder refuses them): the
    // approval view gets them typed; the wallet gets them as the dapp sent them.
    const decoded: unknown = spec.decode ? spec.decode(params, network) : params
    if (spec.switchesTo) return deps.switchChain(spec.switchesTo(decoded))
    const connector = deps.connector(namespace)
    if (!connector) throw new UnauthorizedError()
    // A batch sent under a granted permission is not asked again only where the modal's own wallet
    // checks it against the grant and refuses anything outside (the embedded wallet:
    // wallets/embedded/permissions). An injected or WalletConnect wallet's grant is its own business: a
    // context there is just a field, so the visitor approves as usual.
    const underGrant = sessions && spec.runsUnderGrant === true && connector.enforcesGrants === true && permissionsContextOf(params) !== undefined
    // What the method fills in from the chain (a priced transaction's gas and fees) is filled
    // once, here: the approval shows those params and the wallet gets them, never a second reading.
    const filled = spec.fill ? await spec.fill(decoded, (m, p) => read(deps.rpcUrl(network), m, p), address) : decoded
    const sent = filled === decoded ? params : filled
    const then = spec.afterApproval
    if (policy === 'approve' && !underGrant) await deps.approve({ method, params: filled, network, address, requestId: requestIdOf(id), ...(then ? { then } : {}) })
    const forward = () => connector.request(sent === undefined ? { method, chainId: network.caipNetworkId } : { method, params: sent, chainId: network.caipNetworkId })
    // A method whose approval stays on as TransactionSent reports its progress there.
    if (then !== 'TransactionSent' || !deps.sendProgress) return forward()
    return reportSend(deps.sendProgress, network, forward)
  }
}

let sends = 0

/** Forwards an approved send and tells the modal how it went; the dapp's answer is unchanged. */
async function reportSend(report: NonNullable<RpcDeps['sendProgress']>, network: AirlockNetwork, forward: () => Promise<unknown>): Promise<unknown> {
  const sendId = `send-${++sends}`
  report({ sendId, network, state: 'sending' })
  try {
    const hash = await forward()
    report({ sendId, network, state: 'sent', hash: typeof hash === 'string' ? hash : undefined })
    return hash
  } catch (error) {
    report({ sendId, network, state: 'failed' })
    throw error
  }
}

/** The host's request id, when it is one the host could have made (1–64 characters). */
function requestIdOf(id: unknown): string | undefined {
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : undefined
}

function resolveNetwork(deps: RpcDeps, chainId: unknown, method: string): AirlockNetwork {
  if (chainId === undefined) {
    const active = deps.activeNetwork()
    if (!active) throw new ChainDisconnectedError()
    // The EIP-1193 provider names no chain: while Solana is active (docs/state-rules.md#networks), an EVM method goes to the
    // EVM side, so a page's EVM dapp keeps working beside its Solana one.
    if (active.chainNamespace !== 'eip155' && !policyOf(active.chainNamespace, method) && policyOf('eip155', method)) return deps.namespaceNetwork?.('eip155') ?? active
    return active
  }
  if (typeof chainId !== 'string') throw new InvalidParamsError({ message: ErrorText.invalidCaip2 })
  parseCaipNetworkId(chainId)
  const network = deps.networks().find((n) => n.caipNetworkId === chainId)
  if (!network) throw new ChainDisconnectedError()
  return network
}

function answerRead(deps: RpcDeps, read: ChainRead, network: AirlockNetwork, spec: MethodSpec, params: unknown): Promise<unknown> | unknown {
  if (spec.fromNetwork) return spec.fromNetwork(network)
  return read(deps.rpcUrl(network), spec.method, params)
}
