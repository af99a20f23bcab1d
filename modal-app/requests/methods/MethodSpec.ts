import type { ComponentType } from 'react'
import type { ChainNamespace } from '../../../shared/caip/caip'
import type { MethodPolicy } from '../../../shared/rpc/methodPolicies'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import type { MethodProps } from '../approve/bodies/MethodProps'
import type { RpcDeps } from '../router/RpcDeps'
import type { ViewName } from '../../state/router/viewNames'
import type { MessageKey } from '../../ui/i18n/t'

/**
 * One row of the method table: everything the modal knows about one RPC method. The router
 * refuses what has no row (4200), decodes the params once with `decode` (-32602 on bad params),
 * and the approval view, the injected client and the WalletConnect proposal read the rest.
 */
export interface MethodSpec<P = unknown> {
  /** The RPC method name, as the dapp sends it. */
  readonly method: string
  /** The namespaces whose allow-list has it. */
  readonly namespaces: readonly ChainNamespace[]
  /** How the router treats it (read, account, approve, wallet). */
  readonly policy: MethodPolicy
  /**
   * Checks the dapp's params and returns them typed (the same data, never a copy with other
   * values: the wallet gets what the dapp sent), against the request's network where they name
   * a chain of their own. Throws InvalidParamsError (-32602). Absent: the params go on as they are.
   */
  readonly decode?: (params: unknown, network?: AirlockNetwork) => P
  /**
   * The approval view's title and body; absent for `approve` methods: the generic ones. A body
   * made with `lazyComponent` is fetched when an approval of the method is asked for
   * (approveThenForward preloads it), not with the table: the table is part of the chunk every
   * cold open evaluates, and the bodies bring their decoders and views.
   */
  readonly approval?: { readonly title: MessageKey; readonly Body: ComponentType<MethodProps<P>> & { readonly preload?: () => Promise<unknown> } }
  /** After Approve, this view replaces the approval (a dapp's send stays on as TransactionSent, with its progress). */
  readonly afterApproval?: Extract<ViewName, 'TransactionSent'>
  /** Its answer depends on the wallet's chain: the injected wallet is switched to the approved chain first. */
  readonly chainBound?: boolean
  /** How the modal answers a `modal` method itself (no network, account or wallet involved). */
  readonly answer?: (deps: RpcDeps) => Promise<unknown>
  /**
   * How an `account` method answers from the connected account, never forwarded: `list` the
   * account in a list (empty when none), `connect` the account (the modal opens to connect one
   * when none), `address` the account itself (4100 when none).
   */
  readonly accounts?: 'list' | 'connect' | 'address'
  /** Waits for an account the modal is still restoring before answering (a dapp's first eth_accounts, or a Solana dapp's silent connect, right after a reload), so the dapp never sees "no account" before the restored one. */
  readonly awaitsRestore?: boolean
  /** Whether these params only give up the dapp's own account access: then the modal disconnects at once, no prompt, and answers null. */
  readonly disconnects?: (params: unknown) => boolean
  /**
   * Fills in, before the approval, what the wallet would otherwise read from the chain after it,
   * so the approval shows and the wallet gets one request (eth_sendTransaction: a priced
   * transaction's gas limit and fees). Gets the decoded params, a read of the request's network
   * through the operator's endpoint, and the connected account; returns the params to show and send.
   */
  readonly fill?: (params: P, chain: (method: string, params: unknown[]) => Promise<unknown>, address: string) => Promise<P>
  /** The EIP-155 chain id the decoded params ask for: the network feature switches to it instead of the wallet answering. */
  readonly switchesTo?: (params: P) => number
  /** Answered only where the dapp turned smart sessions on (ERC-7715); refused with 4200 elsewhere. */
  readonly needsSmartSessions?: boolean
  /** Skips its approval when sent under a grant the modal's own wallet enforces call by call (a permissions context). */
  readonly runsUnderGrant?: boolean
  /** Answered from the request's network itself, never asked of the endpoint (eth_chainId, net_version). */
  readonly fromNetwork?: (network: AirlockNetwork) => unknown
  /** Asked for in the WalletConnect proposal of its namespaces. */
  readonly walletConnect?: boolean
}

/**
 * Declares one method of the table, keeping the decoder's type and the body's props together.
 *
 * @example
 * export default defineMethod({ method: 'eth_coinbase', namespaces: ['eip155'], policy: 'account' })
 */
export function defineMethod<P = unknown>(spec: MethodSpec<P>): MethodSpec<P> {
  return Object.freeze(spec)
}
