import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useStore } from 'react-redux'
import type { LinkedMethod, OidcSocialProvider } from '../../../../../../shared/authApi'
import { toProviderError, UserRejectedRequestError } from '../../../../../../shared/errors/ProviderRpcError'
import { useAppDispatch, useAppSelector } from '../../../../../store/hooks'
import type { RootState } from '../../../../../store/RootState'
import { selectFeatures } from '../../../../../state/options/selectors'
import { VIEW_MESSAGES } from '../../../../../ui/i18n/viewMessages'
import { t } from '../../../../../ui/i18n/t'
import { embeddedConnectorOf } from '../../embeddedConnectorOf'
import { EMAIL_CODE_LENGTH } from '../../views/internal/EmailCodeInput'
import { EmailProofStep } from '../../views/internal/EmailProofStep'
import { isOidcSocialProvider } from '../../../social/isOidcSocialProvider'
import { createMethodLinking, type PendingLink } from '../../../linking/createMethodLinking'
import { LinkingError } from '../../../linking/LinkingError'
import { secondFactorAsk } from '../../../secondFactor/secondFactorAsk'
import { useSecondFactorAsk } from '../../secondFactor/useSecondFactorAsk'
import { SecondFactorAskStep } from '../../secondFactor/views/SecondFactorAskStep'
import { LinkFarcaster } from './LinkFarcaster'

void VIEW_MESSAGES

/** What the visitor reads a method by: "Google · alice@example.test", "Email · me@example.com". */
function methodName(method: LinkedMethod): string {
  const kind = method.kind === 'email' ? t('linking.kind.email') : isOidcSocialProvider(method.kind) || method.kind === 'farcaster' || method.kind === 'passkey' ? t(`social.${method.kind}`) : method.kind
  // A passkey's label is its random user handle: its last characters tell two passkeys apart.
  return `${kind} · ${method.kind === 'passkey' ? `…${method.label.slice(-4)}` : method.label}`
}

function errorText(failure: unknown): string {
  return failure instanceof LinkingError ? t(`linking.error.${failure.reason}`) : toProviderError(failure).message
}

/**
 * The Account view's sign-in methods section (loaded with it only for an embedded wallet): the
 * methods that open this wallet, each with Unlink, and the ways to link one more: an email (a
 * code mailed to it, typed here), a social provider (its popup), Farcaster (its QR code) or a new passkey. Linking proves both sides, the
 * wallet's session and the new method's sign-in; the service's refusals (another wallet's
 * method, the last one, the one in use) show as the visitor's texts, and nothing is merged.
 * Where the visitor has a second factor, a link or unlink waits for it: its code step stands in
 * for the section's content until it is answered or cancelled (a cancel changes nothing).
 *
 * @example
 * <SignInMethods />
 */
export default function SignInMethods() {
  const dispatch = useAppDispatch()
  const store = useStore<RootState>()
  const features = useAppSelector(selectFeatures)
  const embedded = dispatch(embeddedConnectorOf())
  const linking = useMemo(() => (embedded ? createMethodLinking({ session: embedded.authSession(), store }) : undefined), [embedded, store])
  const [open, setOpen] = useState(false)
  const [methods, setMethods] = useState<LinkedMethod[] | null>(null)
  const [email, setEmail] = useState('')
  const [pending, setPending] = useState<PendingLink | null>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const codeInput = useRef<HTMLInputElement>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      // A code step left behind would hold the link or unlink forever: leaving refuses it.
      const left = secondFactorAsk.current()
      if (left?.kind === 'signInMethods') left.cancel()
    }
  }, [])
  const ask = useSecondFactorAsk()
  const asking = ask?.kind === 'signInMethods' ? ask : null
  useEffect(() => () => pending?.cancel(), [pending])
  const stillWanted = useCallback(() => mounted.current && store.getState().router.history.at(-1)?.view === 'Account', [store])

  const current = embedded?.authSession().current()?.snapshot().user
  const currentMethod = current ? (current.method ?? current.id) : undefined
  const socials = (features.socials || []).filter(isOidcSocialProvider)
  // Offered where the project offers passkey sign-in (the Connect view's Passkey row).
  const passkeys = (features.socials || []).includes('passkey')
  const farcaster = (features.socials || []).includes('farcaster')

  const done = (next: LinkedMethod[], message: string) => {
    if (!mounted.current) return
    setMethods(next)
    setNotice(message)
    setError('')
    setBusy(false)
  }
  const failed = (failure: unknown) => {
    if (!mounted.current) return
    // The visitor cancelled the second factor's step: nothing changed, and nothing to say.
    setError(failure instanceof UserRejectedRequestError ? '' : errorText(failure))
    setNotice('')
    setBusy(false)
  }
  const toggle = () => {
    const next = !open
    setOpen(next)
    if (!next || !linking) return
    setError('')
    linking.list().then((list) => mounted.current && setMethods(list), failed)
    // The popup must open within a click: the social flows load now.
    void embedded?.prepare().catch(() => undefined)
  }
  const linkEmail = (event: FormEvent) => {
    event.preventDefault()
    if (!linking || email.trim() === '') return
    setError('')
    setNotice('')
    setCode('')
    let next: PendingLink
    try {
      next = linking.linkEmail(email, stillWanted)
    } catch (failure) {
      return failed(failure)
    }
    setPending(next)
    const linked = email.trim().toLowerCase()
    next.done.then(
      (list) => {
        setPending(null)
        setEmail('')
        done(list, t('linking.linked', { method: `${t('linking.kind.email')} · ${linked}` }))
      },
      (failure: unknown) => {
        if (!mounted.current) return
        setPending(null)
        failed(failure)
      },
    )
  }
  const takeCode = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH)
    setCode(digits)
    if (digits.length !== EMAIL_CODE_LENGTH || !pending) return
    setBusy(true)
    setError('')
    pending.submit(digits).catch((failure: unknown) => {
      setCode('')
      failed(failure)
      codeInput.current?.focus()
    })
  }
  const linkPasskey = () => {
    if (!linking) return
    setError('')
    setNotice('')
    setBusy(true)
    linking.linkPasskey().then((list) => done(list, t('linking.linked', { method: t('social.passkey') })), failed)
  }
  const linkSocial = (provider: OidcSocialProvider) => {
    if (!linking) return
    setError('')
    setNotice('')
    setBusy(true)
    linking.linkSocial(provider).then((list) => done(list, t('linking.linked', { method: t(`social.${provider}`) })), failed)
  }
  const unlink = (method: LinkedMethod) => {
    if (!linking) return
    setBusy(true)
    setNotice('')
    linking.unlink(method.id).then((list) => done(list, t('linking.unlinked', { method: methodName(method) })), failed)
  }

  if (!embedded || !current) return null
  return (
    <section className="airlock-stack airlock-linking" data-testid="airlock-linking" aria-labelledby="airlock-linking-toggle">
      <button type="button" id="airlock-linking-toggle" className="airlock-button airlock-button-secondary" aria-expanded={open} aria-controls="airlock-linking-body" onClick={toggle} data-testid="airlock-linking-toggle">
        {t('linking.title')}
      </button>
      {open ? (
        <div id="airlock-linking-body" className="airlock-stack">
          {asking ? <SecondFactorAskStep ask={asking} /> : null}
          {/* Kept mounted under the code step (hidden: .airlock-stack's flex would show it), so a link in flight (its channel) goes on after it. */}
          <div className="airlock-stack" hidden={asking !== null} style={asking ? { display: 'none' } : undefined}>
            <p className="airlock-text-secondary">{t('linking.intro')}</p>
            {methods === null ? (
              <p className="airlock-text-secondary" role="status">
                {t('linking.loading')}
              </p>
            ) : (
              <ul className="airlock-stack airlock-linking-list" data-testid="airlock-linking-methods">
                {methods.map((method) => (
                  <li key={method.id} className="airlock-linking-method" data-testid="airlock-linking-method" data-method={method.id}>
                    <span className="airlock-linking-name">{methodName(method)}</span>
                    {method.id === currentMethod ? <span className="airlock-text-secondary">{t('linking.current')}</span> : null}
                    <button type="button" className="airlock-button airlock-button-secondary" disabled={busy} aria-label={t('linking.unlinkLabel', { method: methodName(method) })} onClick={() => unlink(method)} data-testid="airlock-linking-unlink">
                      {t('linking.unlink')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <p className="airlock-text-secondary">{t('linking.add')}</p>
            {features.email ? (
              <EmailProofStep
                prefix="airlock-linking"
                email={email}
                onEmail={setEmail}
                waiting={pending !== null}
                code={code}
                onCode={takeCode}
                inputRef={codeInput}
                busy={busy}
                errorId={error ? 'airlock-linking-error' : undefined}
                labels={{ email: t('linking.emailLabel'), submit: t('linking.linkEmail'), cancel: t('linking.cancel') }}
                onSubmit={linkEmail}
                onCancel={() => setPending(null)}
              />
            ) : null}
            {socials.map((provider) => (
              <button key={provider} type="button" className="airlock-button airlock-button-secondary" disabled={busy} onClick={() => linkSocial(provider)} data-testid={`airlock-linking-social-${provider}`}>
                {t('linking.linkWith', { provider: t(`social.${provider}`) })}
              </button>
            ))}
            {farcaster && linking ? (
              <LinkFarcaster
                linking={linking}
                disabled={busy}
                onStart={() => {
                  setError('')
                  setNotice('')
                }}
                onLinked={(list) => done(list, t('linking.linked', { method: t('social.farcaster') }))}
                onFailed={failed}
              />
            ) : null}
            {passkeys ? (
              <button type="button" className="airlock-button airlock-button-secondary" disabled={busy} onClick={linkPasskey} data-testid="airlock-linking-passkey">
                {t('linking.linkWith', { provider: t('social.passkey') })}
              </button>
            ) : null}
            {error ? (
              <p id="airlock-linking-error" className="airlock-field-error" role="alert" data-testid="airlock-linking-error">
                {error}
              </p>
            ) : null}
            <p className="airlock-text-secondary" role="status" data-testid="airlock-linking-notice">
              {notice}
            </p>
          </div>
        </div>
      ) : null}
    </section>
  )
}
