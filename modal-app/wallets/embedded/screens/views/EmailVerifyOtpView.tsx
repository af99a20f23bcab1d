import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react'
import { Constants } from '../../../../../shared/constants'
import { useAppDispatch, useAppSelector } from '../../../../store/hooks'
import { t } from '../../../../ui/i18n/t'
import { connectRetried } from '../../../../state/connection/connectActions'
import { selectCurrentRoute } from '../../../../state/router/selectors'
import { emailCodeSubmitted } from '../embeddedActions'
import { useSecondsLeft } from './useSecondsLeft'
import { useRecoveryStep } from '../useRecoveryStep'
import { RecoveryCodeStep } from './RecoveryCodeStep'
import { EMAIL_CODE_LENGTH, EmailCodeInput } from './internal/EmailCodeInput'

const LENGTH = EMAIL_CODE_LENGTH

/**
 * EmailVerifyOtp: the one-time code of the email sign-in. One numeric field that takes typed or
 * pasted digits and submits by itself at the 6th; the service's answer for a wrong or expired
 * code shown under it; "Resend code" after the 30 s cooldown with a visible countdown (docs/state-rules.md#email-throttle); when
 * sending failed (the 'Please try again after N seconds' (docs/validation.md#email-and-socials) text verbatim), the reason and Try
 * again.
 *
 * @example
 * <EmailVerifyOtpView />
 */
export default function EmailVerifyOtpView() {
  // The recovery step of the sign-in this view started, shown in its place (RecoveryCodeStep).
  const recovery = useRecoveryStep()
  if (recovery) return <RecoveryCodeStep step={recovery} />
  return <EmailVerifyOtpViewBody />
}

function EmailVerifyOtpViewBody() {
  const dispatch = useAppDispatch()
  const route = useAppSelector(selectCurrentRoute)
  const data = route.data ?? {}
  const email = String(data.email ?? '')
  const state = String(data.state ?? 'waiting')
  const since = typeof data.since === 'number' ? data.since : 0
  const codeError = typeof data.codeError === 'string' ? data.codeError : ''
  const secondsLeft = useSecondsLeft(since + Constants.emailCooldownMs)
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const failed = state === 'failed' || state === 'rejected'
  const verifying = state === 'verifying'

  useEffect(() => {
    if (codeError) {
      setCode('')
      input.current?.focus()
    }
  }, [codeError])
  useEffect(() => setCode(''), [since])

  const take = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, LENGTH)
    setCode(digits)
    if (digits.length === LENGTH) dispatch(emailCodeSubmitted({ code: digits }))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.length === LENGTH) dispatch(emailCodeSubmitted({ code }))
  }
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    take(event.clipboardData.getData('text'))
  }

  if (failed) {
    return (
      <div className="airlock-stack airlock-center" data-testid="airlock-email-otp" data-state={state}>
        <p className="airlock-help-title">{t('emailOtp.failed')}</p>
        <p className="airlock-text-secondary" role="alert" data-testid="airlock-email-error">
          {String(data.message ?? '')}
        </p>
        <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-email-retry" onClick={() => dispatch(connectRetried({}))}>
          {t('connectExternal.retry')}
        </button>
      </div>
    )
  }

  return (
    <form className="airlock-stack airlock-center" onSubmit={submit} noValidate data-testid="airlock-email-otp" data-state={state}>
      <p className="airlock-help-title">{t('emailOtp.title')}</p>
      <p className="airlock-text-secondary">{t('emailOtp.sent', { email })}</p>
      <EmailCodeInput id="airlock-otp" inputRef={input} code={code} disabled={verifying} errorId={codeError ? 'airlock-otp-error' : undefined} onCode={take} onPaste={paste} testId="airlock-email-otp-input" />
      {verifying ? <span className="airlock-spinner" role="status" aria-label={t('emailOtp.verifying')} data-testid="airlock-email-verifying" /> : null}
      {codeError ? (
        <p id="airlock-otp-error" className="airlock-field-error" role="alert" data-testid="airlock-email-code-error">
          {codeError}
        </p>
      ) : null}
      <button
        type="button"
        className="airlock-button airlock-button-secondary"
        disabled={secondsLeft > 0 || verifying}
        onClick={() => dispatch(connectRetried({}))}
        data-testid="airlock-email-resend"
      >
        {secondsLeft > 0 ? t('emailOtp.resendIn', { seconds: secondsLeft }) : t('emailOtp.resend')}
      </button>
    </form>
  )
}
