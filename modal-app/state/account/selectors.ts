import type { AccountState } from './accountSlice'
import type { NamespaceAccount } from './accountTypes'

type WithAccount = { account: AccountState }

/** The EVM account, whichever namespace is active. @example selectEvmAccount(state)?.address */
export const selectEvmAccount = (s: WithAccount): NamespaceAccount | undefined => s.account.byNamespace.eip155
/** Account of the active namespace. @example selectActiveAccount(state)?.address */
export const selectActiveAccount = (s: WithAccount): NamespaceAccount | undefined =>
  s.account.activeNamespace ? s.account.byNamespace[s.account.activeNamespace] : undefined
/**
 * Whether an address is connected on the active namespace (the open rule's input, docs/views.md#opening-and-closing).
 *
 * @example
 * selectIsConnected(state) // false
 */
export const selectIsConnected = (s: WithAccount): boolean => {
  const a = selectActiveAccount(s)
  return !!a?.address && a.status === 'connected'
}
