import type { ChainNamespace } from '../../../shared/caip/caip'
import type { MethodPolicy } from '../../../shared/rpc/methodPolicies'
import type { MethodSpec } from './MethodSpec'
import { METHODS } from './table'
import type { MethodFacts } from '../../wallets/Connector'

const byName = new Map(METHODS.map((spec) => [spec.method, spec]))

/**
 * The table's row for `method` in `namespace`'s allow-list; `undefined` means refused (4200).
 *
 * @example
 * methodSpecOf('eip155', 'eth_sign') // undefined
 */
export function methodSpecOf(namespace: string, method: string): MethodSpec | undefined {
  const spec = byName.get(method)
  return spec && spec.namespaces.includes(namespace as ChainNamespace) ? (spec as MethodSpec) : undefined
}

/**
 * The row of a method the modal answers itself (policy `modal`), whatever the network.
 *
 * @example
 * modalMethodOf('airlock_siwx_getSession')?.answer
 */
export function modalMethodOf(method: string): MethodSpec | undefined {
  const spec = byName.get(method)
  return spec?.policy === 'modal' ? (spec as MethodSpec) : undefined
}

/**
 * How the router treats `method` in `namespace`, read from the table; `undefined` means refused.
 *
 * @example
 * policyOf('eip155', 'personal_sign') // 'approve'
 */
export function policyOf(namespace: string, method: string): MethodPolicy | undefined {
  return methodSpecOf(namespace, method)?.policy
}

/**
 * The methods a WalletConnect proposal asks for in `namespace`, in the table's order.
 *
 * @example
 * walletConnectMethods('solana') // ['solana_signMessage', …]
 */
export function walletConnectMethods(namespace: ChainNamespace): string[] {
  return METHODS.filter((spec) => spec.walletConnect && spec.namespaces.includes(namespace)).map((spec) => spec.method)
}

/**
 * Whether `method`'s answer depends on the wallet's chain (the injected wallet is switched to the approved chain first).
 *
 * @example
 * isChainBound('eth_sendTransaction') // true
 */
export function isChainBound(method: string): boolean {
  return byName.get(method)?.chainBound === true
}

/**
 * The table's facts the connectors read (chain binding, WalletConnect methods), handed to them
 * with the hub by the bridge.
 *
 * @example
 * createConnectorHub(store, host, METHOD_FACTS)
 */
export const METHOD_FACTS: MethodFacts = { isChainBound, walletConnectMethods }
