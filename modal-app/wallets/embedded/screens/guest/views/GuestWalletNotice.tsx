import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useStore } from 'react-redux'
import type { AuthSession, OidcSocialProvider } from '../../../../../../shared/authApi'
import { toProviderError } from '../../../../../../shared/errors/ProviderRpcError'
import { useAppDispatch, useAppSelector } from '../../../../../store/hooks'
import type { RootState } from '../../../../../store/RootState'
import { selectFeatures } from '../../../../../state/options/selectors'
import { t } from '../../../../../ui/i18n/t'
import '../../../../../ui/i18n/viewMessages'
import { GuestWalletError } from '../../../guest/GuestWalletError'
import { loadSocialSignIn, socialSignInNow } from '../../../internal/socialSignIn'
import { waitForEmailCode, type EmailCodeWait } from '../../../internal/waitForEmailCode'
import { isOidcSocialProvider } from '../../../social/isOidcSocialProvider'
import { embeddedConnectorOf } from '../../embeddedConnectorOf'
import { useRecoveryStep } from '../../useRecoveryStep'
import { RecoveryCodeStep } from '../../views/RecoveryCodeStep'
import { EMAIL_CODE_LENGTH } from '../../views/internal/EmailCodeInput'
import { EmailProofStep } from '../../views/internal/EmailProofStep'

function errorText(failure: unknown): string {
  return failure instanceof GuestWalletError ? t(`guest.error.${failure.reason}`) : toProviderError(failure).message
}

/**
 * The Account view's notice for the guest wallet (loaded with it only for a guest): the wallet
 * lives only in this browser on this device, and "Secure this wallet" links a sign-in method to
 * it, an email (a code mailed to it, typed here) or a social provider (its popup). The same key
 * is then sealed as that user's, the recovery code shown and confirmed here first, so the same
 * address opens in any browser with that method; a method that already opens a wallet is refused
 * with the visitor's text and nothing changes.
 *
 * @example
 * {account.connectedWalletInfo?.guest ? <GuestWalletNotice /> : null}
 */
export default function GuestWalletNotice() {
  const dispatch = useAppDispatch()
  const store = useStore<RootState>()
  const features = useAppSelector(selectFeatures)
  const embedded = dispatch(embeddedConnectorOf())
  const recovery = useRecoveryStep()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [pending, setPending] = useState<EmailCodeWait | null>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const codeInput = useRef<HTMLInputElement>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])
  useEffect(() => () => pending?.cancel(), [pending])
  const stillWanted = useCallback(() => mounted.current && store.getState().router.history.at(-1)?.view === 'Account', [store])
  const socials = (features.socials || []).filter(isOidcSocialProvider)

  const failed = (failure: unknown) => {
    if (!mounted.current) return
    setPending(null)
    // Cancelled by the visitor (4001): nothing to say.
    setError(toProviderError(failure).code === 4001 ? '' : errorText(failure))
    setBusy(false)
  }
  // Once secured, the Account view shows the signed-in wallet and this notice goes.
  const upgrade = (proof: Promise<AuthSession>) =>
    proof.then((session) => {
      if (!embedded) throw new GuestWalletError('NO_GUEST')
      setBusy(true)
      return embedded.upgradeGuest(session, stillWanted)
    }).then(() => mounted.current && setBusy(false), failed)

  const toggle = () => {
    setOpen(!open)
    setError('')
    // The popup must open within a click: the social flows load now.
    if (!open) void embedded?.prepare().catch(() => undefined)
  }
  const secureWithEmail = (event: FormEvent) => {
    event.preventDefault()
    if (!embedded || email.trim() === '') return
    setError('')
    setCode('')
    const wait = waitForEmailCode({ email: email.trim().toLowerCase(), auth: embedded.authSession().client(), store, stillWanted })
    setPending(wait)
    void upgrade(wait.session)
  }
  const takeCode = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH)
    setCode(digits)
    if (digits.length !== EMAIL_CODE_LENGTH || !pending) return
    setBusy(true)
    setError('')
    pending.submit(digits).catch((failure: unknown) => {
      if (!mounted.current) return
      setCode('')
      setBusy(false)
      setError(errorText(failure))
      codeInput.current?.focus()
    })
  }
  const secureWithSocial = (provider: OidcSocialProvider) => {
    if (!embedded) return
    setError('')
    setBusy(true)
    const client = embedded.authSession().client()
    const projectId = store.getState().options.value.projectId
    // Inside the click when the flows are loaded (the toggle preloads them), so the popup opens.
    const flows = socialSignInNow()
    void upgrade(flows ? flows.signInWithSocial(client, provider, { projectId }) : loadSocialSignIn().then((f) => f.signInWithSocial(client, provider, { projectId })))
  }

  if (!embedded) return null
  if (recovery) return <RecoveryCodeStep step={recovery} />
  return (
    <section className="airlock-stack airlock-guest-notice" data-testid="airlock-guest-notice" aria-labelledby="airlock-guest-title">
      <p id="airlock-guest-title" className="airlock-help-title">
        {t('guest.notice.title')}
      </p>
      <p className="airlock-text-secondary" data-testid="airlock-guest-notice-body">
        {t('guest.notice.body')}
      </p>
      <button type="button" className="airlock-button airlock-button-primary" aria-expanded={open} aria-controls="airlock-guest-secure" onClick={toggle} data-testid="airlock-guest-secure">
        {t('guest.secure')}
      </button>
      {open ? (
        <div id="airlock-guest-secure" className="airlock-stack">
          <p className="airlock-text-secondary">{t('guest.secureIntro')}</p>
          {features.email ? (
            <EmailProofStep
              prefix="airlock-guest"
              email={email}
              onEmail={setEmail}
              waiting={pending !== null}
              code={code}
              onCode={takeCode}
              inputRef={codeInput}
              busy={busy}
              errorId={error ? 'airlock-guest-error' : undefined}
              labels={{ email: t('guest.emailLabel'), submit: t('guest.secureEmail'), cancel: t('guest.cancel') }}
              onSubmit={secureWithEmail}
              onCancel={() => {
                pending?.cancel()
                setPending(null)
                setBusy(false)
              }}
            />
          ) : null}
          {socials.map((provider) => (
            <button key={provider} type="button" className="airlock-button airlock-button-secondary" disabled={busy} onClick={() => secureWithSocial(provider)} data-testid={`airlock-guest-social-${provider}`}>
              {t('guest.secureWith', { provider: t(`social.${provider}`) })}
            </button>
          ))}
          {error ? (
            <p id="airlock-guest-error" className="airlock-field-error" role="alert" data-testid="airlock-guest-error">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
