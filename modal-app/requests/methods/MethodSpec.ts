import type { ComponentType } from 'react'
import type { ChainNamespace } from '../../../shared/caip/caip'
import type { MethodPolicy } from '../../../shared/rpc/methodPolicies'
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
   * values: the wallet gets what the dapp sent). Throws InvalidParamsError (-32602). Absent:
   * the params go on as they are.
   */
  readonly decode?: (params: unknown) => P
  /** The approval view's title and body; absent for `approve` methods: the generic ones. */
  readonly approval?: { readonly title: MessageKey; readonly Body: ComponentType<MethodProps<P>> }
  /** After Approve, this view replaces the approval (a dapp's send stays on as TransactionSent, with its progress). */
  readonly afterApproval?: Extract<ViewName, 'TransactionSent'>
  /** Its answer depends on the wallet's chain: the injected wallet is switched to the approved chain first. */
  readonly chainBound?: boolean
  /** How the modal answers a `modal` method itself (no network, account or wallet involved). */
  readonly answer?: (deps: RpcDeps) => Promise<unknown>
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
