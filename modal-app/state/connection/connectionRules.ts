import type { ConnectionStatus } from '../../../shared/protocol/api'

/**
 * status at start (docs/state-rules.md#connection-status): a stored `connected` becomes `connecting` while the connection is
 * restored; anything else starts `disconnected`.
 *
 * @example
 * statusAtStart('connected') // 'connecting'
 */
export function statusAtStart(stored: ConnectionStatus | undefined): ConnectionStatus {
  return stored === 'connected' ? 'connecting' : 'disconnected'
}

/**
 * status once a connect attempt ends (docs/state-rules.md#connection-status): `connected` on success; on failure back to
 * `connected` when a current connection still exists, else `disconnected`.
 *
 * @example
 * statusAfterConnect({ ok: false, hasCurrentConnection: true }) // 'connected'
 */
export function statusAfterConnect(outcome: { ok: boolean; hasCurrentConnection: boolean }): ConnectionStatus {
  return outcome.ok || outcome.hasCurrentConnection ? 'connected' : 'disconnected'
}

/**
 * status after a restore at start (docs/state-rules.md#connection-status): `connected` when the wallet still lists an account,
 * else `disconnected`.
 *
 * @example
 * statusAfterRestore([]) // 'disconnected'
 */
export function statusAfterRestore(accounts: readonly string[] | undefined): ConnectionStatus {
  return accounts && accounts.length > 0 ? 'connected' : 'disconnected'
}
