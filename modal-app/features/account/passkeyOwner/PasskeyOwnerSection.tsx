import { useState, useSyncExternalStore } from 'react'
import { UserRejectedRequestError } from '../../../../shared/errors/ProviderRpcError'
import { notificationRequested } from '../../../state/notifications/notificationsSlice'
import { useAppDispatch } from '../../../store/hooks'
import { t } from '../../../ui/i18n/t'
import { passkeyOwners } from '../../../wallets/embedded/passkeyOwner/passkeyOwners'
import { addPasskeyOwner } from './addPasskeyOwner'
import '../../../ui/i18n/viewMessages'

/** Accounts with an add in flight: the view may be unmounted and shown again (the approval view goes on top) while it runs. */
const adding = new Set<string>()

/**
 * The Account view's passkey-owner line for the embedded wallet's smart account on this network:
 * a button that adds a passkey as an owner (the browser's passkey prompt, then the approval
 * of the exact on-chain change, see addPasskeyOwner), or, once the chain has it, the line saying
 * that this account's transactions are signed with the passkey. A refused prompt or operation is
 * an error toast; a Reject on the approval changes nothing and says nothing.
 *
 * @example
 * <PasskeyOwnerSection address="0xSmart…" caipNetworkId="eip155:1" />
 */
export default function PasskeyOwnerSection({ address, caipNetworkId }: { address: string; caipNetworkId: string }) {
  const dispatch = useAppDispatch()
  const key = `${address}@${caipNetworkId}`
  const passkey = useSyncExternalStore(
    (listener) => passkeyOwners.subscribe(listener),
    () => passkeyOwners.get(address, caipNetworkId)?.id,
  )
  const [, rerender] = useState(0)
  if (passkey) {
    return (
      <p className="airlock-text-secondary" data-testid="airlock-passkey-owner" data-state="active">
        {t('passkeyOwner.active')}
      </p>
    )
  }
  const add = async () => {
    adding.add(key)
    rerender((n) => n + 1)
    try {
      await dispatch(addPasskeyOwner())
      dispatch(notificationRequested({ message: t('passkeyOwner.added'), variant: 'success' }))
    } catch (error) {
      if (!(error instanceof UserRejectedRequestError)) dispatch(notificationRequested({ message: t('passkeyOwner.failed'), variant: 'error' }))
    } finally {
      adding.delete(key)
      rerender((n) => n + 1)
    }
  }
  return (
    <div className="airlock-stack" data-testid="airlock-passkey-owner" data-state="none">
      <p className="airlock-text-secondary">{t('passkeyOwner.explain')}</p>
      <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-passkey-owner-add" disabled={adding.has(key)} onClick={() => void add()}>
        {t('passkeyOwner.add')}
      </button>
    </div>
  )
}
