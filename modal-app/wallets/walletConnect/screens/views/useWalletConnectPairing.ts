import { useAppSelector } from '../../../../store/hooks'
import { Constants } from '../../../../../shared/constants'
import { selectCurrentRoute } from '../../../../state/router/selectors'
import { selectConnection } from '../../../../state/connection/selectors'

/**
 * The pairing as a connecting view shows it: the URI only when it was made for this view (after
 * the pick or the last retry, so a stale URI never shows), and the error only when it belongs
 * to this view's attempt.
 *
 * @example
 * const { uri, failed } = useWalletConnectPairing()
 */
export function useWalletConnectPairing(): { uri?: string; failed: boolean; data: Record<string, unknown> } {
  const route = useAppSelector(selectCurrentRoute)
  const { wcUri, wcPairingExpiry, wcError } = useAppSelector(selectConnection)
  const data = (route.data ?? {}) as Record<string, unknown>
  const since = typeof data.since === 'number' ? data.since : 0
  const failedAt = typeof data.failedAt === 'number' ? data.failedAt : 0
  const fresh = !!wcUri && !!wcPairingExpiry && wcPairingExpiry - Constants.pairingExpiryMs >= since
  return { uri: fresh ? wcUri : undefined, failed: wcError && failedAt >= since, data }
}
