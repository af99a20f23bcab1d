import { useCallback, useEffect, useRef, useState } from 'react'
import { useStore } from 'react-redux'
import { toProviderError, UnauthorizedError } from '../../../../../shared/errors/ProviderRpcError'
import { useAppDispatch, useAppSelector } from '../../../../store/hooks'
import type { RootState } from '../../../../store/RootState'
import { EmbeddedKeyError } from '../../keys/EmbeddedKeyError'
import { Icon } from '../../../../ui/components/Icon'
import { VIEW_MESSAGES } from '../../../../ui/i18n/viewMessages'
import { t } from '../../../../ui/i18n/t'
import { selectActiveAccount } from '../../../../state/account/selectors'
import { ApproveButton } from '../../../../ui/guard/ApproveButton'
import { useApprovalGuard } from '../../../../ui/guard/useApprovalGuard'
import { copyToClipboard } from '../../../../state/notifications/copyToClipboard'
import { embeddedConnectorOf } from '../embeddedConnectorOf'
import { FreshSignInStep } from './internal/FreshSignInStep'
import { keyText, type KeyTexts } from './internal/keyText'
import { selectIsOpen } from '../../../../state/router/selectors'
import { SecondFactorRequiredError } from '../../secondFactor/SecondFactorRequiredError'
import { SecondFactorStep } from '../secondFactor/views/SecondFactorStep'
import { assertPasskey } from '../../secondFactor/assertPasskey'
import { createSecondFactorCalls, type SecondFactorAnswer } from '../../secondFactor/createSecondFactorCalls'

void VIEW_MESSAGES

type Step = 'guarded' | 'signIn' | 'secondFactor' | 'shown'

/**
 * ExportKey: the embedded wallet's own keys, for the visitor alone, inside the modal's frame. The
 * key is not even fetched until a "Show key" press passes the approval guard (Approve's rules:
 * the delay, trusted input, the whole view continuously visible with IntersectionObserver v2, or
 * the confirm step without it) and the wallet's sign-in is under 5 minutes old; otherwise the
 * visitor signs in again here first. It shows the EVM private key and, when the wallet has one,
 * the Solana secret key, each with Copy, under a warning. The texts live in this component's
 * state only (never an action, the store, the bridge or a log) and are dropped on Hide, when the
 * modal closes or the tab is hidden, and with the view.
 *
 * @example
 * <ExportKeyView />
 */
export default function ExportKeyView() {
  const dispatch = useAppDispatch()
  const store = useStore<RootState>()
  const account = useAppSelector(selectActiveAccount)
  const open = useAppSelector(selectIsOpen)
  const [step, setStep] = useState<Step>('guarded')
  const [round, setRound] = useState(0)
  const [keys, setKeys] = useState<KeyTexts | null>(null)
  const [error, setError] = useState('')
  const [passkeyOffered, setPasskeyOffered] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const mounted = useRef(true)
  const guard = useApprovalGuard(step === 'guarded' ? `export-${round}` : undefined, root)
  const embedded = dispatch(embeddedConnectorOf())
  const wallet = account?.connectedWalletInfo

  const hide = useCallback(() => {
    setKeys(null)
    setStep('guarded')
    setRound((r) => r + 1)
  }, [])
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])
  useEffect(() => {
    if (!open) hide()
  }, [open, hide])
  useEffect(() => {
    const onVisibility = () => document.visibilityState !== 'visible' && hide()
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [hide])
  // A social wallet's fresh sign-in opens a popup within the click: its code loads ahead.
  useEffect(() => {
    if (wallet?.socialProvider) void embedded?.prepare().catch(() => undefined)
  }, [embedded, wallet?.socialProvider])

  const stillWanted = useCallback(() => mounted.current && store.getState().router.history.at(-1)?.view === 'ExportKey', [store])

  /** Where the visitor has a passkey: a touch of it answers the export's second factor (verified by the service). */
  const withPasskey = async (): Promise<void> => {
    const session = embedded?.authSession()
    const client = session?.client()
    const token = session?.current()?.sessionToken()
    if (!client?.authUrl || !token) throw new UnauthorizedError()
    const calls = createSecondFactorCalls({ authUrl: client.authUrl, projectId: client.projectId })
    await reveal(await assertPasskey(await calls.passkeyOptions(token)))
  }
  const reveal = (secondFactorCode?: SecondFactorAnswer): Promise<void> => {
    setError('')
    if (!embedded) {
      setError(t('export.unavailable'))
      return Promise.resolve()
    }
    // With the visitor's second-factor code, the session store checks it before handing out the keys.
    const held = secondFactorCode ? embedded.authSession().current() : undefined
    const exporting = secondFactorCode ? (held?.exportKeys(secondFactorCode) ?? Promise.reject(new UnauthorizedError())) : embedded.exportKeys()
    return exporting.then(
      (exported) => {
        const texts = keyText(exported)
        if (!stillWanted()) return
        setKeys(texts)
        setStep('shown')
      },
      (failure: unknown) => {
        if (!stillWanted()) return
        if (failure instanceof EmbeddedKeyError && failure.reason === 'SIGN_IN_STALE') setStep('signIn')
        else if (failure instanceof SecondFactorRequiredError) {
          setPasskeyOffered(failure.passkey)
          setStep('secondFactor')
        }
        else if (secondFactorCode) throw failure
        else setError(toProviderError(failure).message)
      },
    )
  }
  const copy = (text: string) => void dispatch(copyToClipboard(text, { copied: t('export.copied'), failed: t('export.copyFailed') }))

  if (!account?.address || !wallet?.user) return null
  const provider = wallet.socialProvider ? t(`social.${wallet.socialProvider}`) : undefined
  return (
    <div ref={root} className="airlock-stack airlock-export" data-testid="airlock-export" data-step={step} data-armed={guard.armed}>
      <div className="airlock-alert airlock-export-warning" role="note" data-testid="airlock-export-warning">
        <span className="airlock-alert-icon" aria-hidden="true">
          <Icon name="alert" size={18} />
        </span>
        <div className="airlock-alert-text">
          <p className="airlock-alert-title">{t('export.warningTitle')}</p>
          <p className="airlock-alert-description">{t('export.warning')}</p>
        </div>
      </div>
      {step === 'signIn' && embedded ? (
        <FreshSignInStep embedded={embedded} provider={provider} email={wallet.user.email} stillWanted={stillWanted} onSignedIn={hide} />
      ) : null}
      {step === 'secondFactor' ? <SecondFactorStep onCode={(code) => reveal(code)} {...(passkeyOffered ? { onPasskey: withPasskey } : {})} /> : null}
      {step === 'guarded' ? (
        <>
          <p className="airlock-hint" aria-live="polite">
            {guard.hint ? t(guard.hint) : ''}
          </p>
          {error ? (
            <p className="airlock-field-error airlock-center" role="alert" data-testid="airlock-export-error">
              {error}
            </p>
          ) : null}
          <div className="airlock-actions">
            <ApproveButton guard={guard} onApprove={() => void reveal()} disabled={false} label={t('export.show')} />
          </div>
        </>
      ) : null}
      {step === 'shown' && keys ? (
        <>
          <KeyField label={t('export.evmKey')} hint={t('export.keyFor', { address: keys.evmAddress })} value={keys.evm} id="evm" copyLabel={t('export.copyEvm')} onCopy={() => copy(keys.evm)} />
          {keys.solana ? <KeyField label={t('export.solanaKey')} value={keys.solana} id="solana" copyLabel={t('export.copySolana')} onCopy={() => copy(keys.solana!)} /> : null}
          <div className="airlock-actions">
            <button type="button" className="airlock-button airlock-button-secondary" onClick={hide} data-testid="airlock-export-hide">
              {t('export.hide')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  )
}

/** One key: its label, the text (selectable, wrapped, never in an input the browser may remember) and Copy. */
function KeyField({ label, hint, value, id, copyLabel, onCopy }: { label: string; hint?: string; value: string; id: string; copyLabel: string; onCopy: () => void }) {
  return (
    <section className="airlock-stack airlock-export-field" aria-labelledby={`airlock-export-${id}-label`}>
      <p id={`airlock-export-${id}-label`} className="airlock-export-label">
        {label}
      </p>
      {hint ? <p className="airlock-text-secondary airlock-export-hint">{hint}</p> : null}
      <code className="airlock-export-key" data-testid={`airlock-export-${id}-key`}>
        {value}
      </code>
      <button type="button" className="airlock-button airlock-button-secondary" onClick={onCopy} data-testid={`airlock-export-${id}-copy`}>
        <Icon name="copy" size={18} />
        {copyLabel}
      </button>
    </section>
  )
}
