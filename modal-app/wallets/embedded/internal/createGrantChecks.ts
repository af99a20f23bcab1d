import { ErrorText } from '../../../../shared/errors/messages'
import { PermissionRefusedError } from '../../../../shared/errors/PermissionRefusedError'
import { UnauthorizedError, UnsupportedMethodError } from '../../../../shared/errors/ProviderRpcError'
import type { GrantStore } from '../permissions/createGrantStore'
import type { ConnectorStore } from '../../Connector'

type Calls = readonly { to: `0x${string}`; value?: bigint; data?: `0x${string}` }[]

/** The smart-session grants the embedded wallet enforces itself, for the connected account and the host's origin. */
export interface GrantChecks {
  /** The grant store, made by `create` (from the wallet chunk) the first time one is needed. */
  held(create: () => GrantStore): GrantStore
  /** The grant store if one was made. */
  current(): GrantStore | undefined
  /** A batch under a grant: checked and booked before anything is signed (answerSmartAccountRequest's `underGrant`). */
  underGrant(context: string, calls: Calls, chainId: number, cost: { gasCost: bigint; paymaster?: `0x${string}` }): Promise<void>
  /** The grant check alone, before an operation is prepared (nothing booked). */
  checkGrant(context: string, calls: Calls, chainId: number): Promise<void>
}

/**
 * Keeps the embedded wallet's grant store and checks batches against it: only while the options
 * turn smart sessions on (else 4200), for the connected eip155 account (else 4100), with the host
 * page's origin and the current time; without a grant store a batch naming a grant is refused
 * (PermissionRefusedError) because nothing was granted on this page or restored from storage.
 *
 * @example
 * const grants = createGrantChecks(store)
 * await grants.underGrant(context, calls, 8453, { gasCost: 0n })
 */
export function createGrantChecks(store: Pick<ConnectorStore, 'getState'>, now: () => number = Date.now): GrantChecks {
  let grants: GrantStore | undefined
  const held = () => {
    const { options, account } = store.getState()
    if (!options.value.features.smartSessions) throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
    const address = account.byNamespace.eip155?.address as `0x${string}` | undefined
    if (!address) throw new UnauthorizedError()
    if (!grants) throw new PermissionRefusedError('No such permission for this account (revoked or never granted).')
    return { grants, account: address, origin: options.hostOrigin, nowSeconds: Math.floor(now() / 1000) }
  }
  return {
    held: (create) => (grants ??= create()),
    current: () => grants,
    async underGrant(context, calls, chainId, cost) {
      const at = held()
      await at.grants.use(context, at.account, calls, { chainId, nowSeconds: at.nowSeconds, origin: at.origin, gasCost: cost.gasCost, ...(cost.paymaster ? { paymaster: cost.paymaster } : {}) })
    },
    async checkGrant(context, calls, chainId) {
      const at = held()
      await at.grants.check(context, at.account, calls, { chainId, nowSeconds: at.nowSeconds, origin: at.origin })
    },
  }
}
