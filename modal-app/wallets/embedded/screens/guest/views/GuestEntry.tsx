import { useEffect, useRef, useState } from 'react'
import { useStore } from 'react-redux'
import { toProviderError } from '../../../../../../shared/errors/ProviderRpcError'
import { useAppDispatch } from '../../../../../store/hooks'
import type { RootState } from '../../../../../store/RootState'
import { viewsReset } from '../../../../../state/router/routerSlice'
import { storageAvailable } from '../../../../../lib/storageAvailable'
import { t } from '../../../../../ui/i18n/t'
import '../../../../../ui/i18n/viewMessages'
import { GuestWalletError } from '../../../guest/GuestWalletError'
import { embeddedConnectorOf } from '../../embeddedConnectorOf'

/**
 * The Connect view's "Continue as guest" entry (features.guestWallets, loaded only where it is
 * on), under the email and social sign-ins: an embedded wallet without a sign-in, kept on this
 * device. The wallet is made (or this device's one reopened) in place, in a moment, then Account
 * shows; a failure is said under the button. Where the browser gives the modal's frame no storage
 * it keeps, the entry says a guest wallet can't be kept here and offers nothing, rather than make
 * a wallet that vanishes with the page (the session store refuses such storage too).
 *
 * @example
 * {features.guestWallets ? <GuestEntry disabled={!accepted} /> : null}
 */
export default function GuestEntry({ disabled }: { disabled: boolean }) {
  const dispatch = useAppDispatch()
  const store = useStore<RootState>()
  const embedded = dispatch(embeddedConnectorOf())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])
  const kept = storageAvailable()
  if (!embedded) return null

  const start = () => {
    setBusy(true)
    setError('')
    embedded.connectGuest().then(
      () => {
        // Only while the visitor still waits here: a closed modal or another view stays as it is.
        const { router } = store.getState()
        if (router.open && router.history.at(-1)?.view === 'Connect') dispatch(viewsReset('Account'))
      },
      (failure: unknown) => {
        if (!mounted.current) return
        setBusy(false)
        setError(failure instanceof GuestWalletError ? t(`guest.error.${failure.reason}`) : toProviderError(failure).message)
      },
    )
  }
  const hint = kept ? t(busy ? 'guest.creating' : 'guest.continueHint') : t('guest.error.STORAGE_DENIED')
  return (
    <div className="airlock-stack" data-testid="airlock-guest-entry" data-kept={kept} data-busy={busy}>
      <button type="button" className="airlock-button airlock-button-secondary" disabled={disabled || !kept || busy} aria-describedby="airlock-guest-entry-hint" onClick={start} data-testid="airlock-guest-continue">
        {t('guest.continue')}
      </button>
      <p id="airlock-guest-entry-hint" className="airlock-hint" role={kept ? 'status' : 'note'} data-testid="airlock-guest-entry-hint">
        {hint}
      </p>
      {error ? (
        <p className="airlock-field-error" role="alert" data-testid="airlock-guest-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
