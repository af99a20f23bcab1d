import { useEffect, useRef, useState } from 'react'
import { toProviderError } from '../../../../../../shared/errors/ProviderRpcError'
import type { EmbeddedConnector, FreshSignIn } from '../../../EmbeddedConnector'
import { t } from '../../../../../ui/i18n/t'
import { EMAIL_CODE_LENGTH, EmailCodeInput } from './EmailCodeInput'

const LENGTH = EMAIL_CODE_LENGTH

export interface FreshSignInStepProps {
  embedded: EmbeddedConnector
  /** The social provider's name to show, or undefined for an email wallet. */
  provider: string | undefined
  email: string | undefined
  /** Whether the Export view is still the one on screen (a sign-in in progress ends when it is not). */
  stillWanted: () => boolean
  /** The sign-in counted: the view goes back to its guarded Show key step. */
  onSignedIn: () => void
}

/**
 * The Export view's fresh sign-in (a key is shown only within 5 minutes of one): for an email
 * wallet, a code mailed to the wallet's own address on the visitor's click, typed here; for a
 * social one, the provider's popup again. Errors (throttle, wrong code) show under it verbatim.
 *
 * @example
 * <FreshSignInStep embedded={embedded} email="a@b.c" provider={undefined} stillWanted={live} onSignedIn={back} />
 */
export function FreshSignInStep({ embedded, provider, email, stillWanted, onSignedIn }: FreshSignInStepProps) {
  const [attempt, setAttempt] = useState<FreshSignIn | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [verifying, setVerifying] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const done = useRef(onSignedIn)
  done.current = onSignedIn

  useEffect(() => () => attempt?.cancel(), [attempt])

  const start = () => {
    setError('')
    setCode('')
    let next: FreshSignIn
    try {
      next = embedded.startFreshSignIn(stillWanted)
    } catch (failure) {
      setError(toProviderError(failure).message)
      return
    }
    setAttempt(next)
    next.done.then(
      () => done.current(),
      (failure: unknown) => {
        if (!stillWanted()) return
        setAttempt(null)
        setVerifying(false)
        setError(toProviderError(failure).message)
      },
    )
  }
  const take = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, LENGTH)
    setCode(digits)
    if (digits.length !== LENGTH || !attempt) return
    setVerifying(true)
    setError('')
    attempt.submit(digits).catch((failure: unknown) => {
      setVerifying(false)
      setCode('')
      setError(toProviderError(failure).message)
      input.current?.focus()
    })
  }

  const waitingForCode = attempt?.method === 'email'
  return (
    <div className="airlock-stack" data-testid="airlock-export-signin" data-state={waitingForCode ? 'code' : attempt ? 'popup' : 'start'}>
      <p className="airlock-text-secondary airlock-center">{t('export.signInAgain')}</p>
      {waitingForCode ? (
        <>
          <p className="airlock-text-secondary airlock-center">{t('emailOtp.sent', { email: attempt.email ?? '' })}</p>
          <EmailCodeInput id="airlock-export-otp" inputRef={input} code={code} disabled={verifying} errorId={error ? 'airlock-export-signin-error' : undefined} onCode={take} testId="airlock-export-otp-input" />
        </>
      ) : (
        <button type="button" className="airlock-button airlock-button-primary" disabled={attempt !== null} onClick={start} data-testid="airlock-export-signin-start">
          {provider ? t('export.signInWith', { provider }) : t('export.sendCode', { email: email ?? '' })}
        </button>
      )}
      {error ? (
        <p id="airlock-export-signin-error" className="airlock-field-error airlock-center" role="alert" data-testid="airlock-export-signin-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
