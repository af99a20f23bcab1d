import { useRef, useState } from 'react'
import { VIEW_MESSAGES } from '../../../../../ui/i18n/viewMessages'
import { t } from '../../../../../ui/i18n/t'
import { secondFactorErrorText } from '../../../secondFactor/secondFactorErrorText'
import { EMAIL_CODE_LENGTH, EmailCodeInput } from '../../views/internal/EmailCodeInput'

void VIEW_MESSAGES

/**
 * The code step of an action the visitor guarded with their second factor (the key export, or
 * with `prompt` a send or a new device's sign-in): a
 * six-digit field (the email code's field, labelled for the app) for the code their authenticator app shows, sent once complete; a wrong code
 * is answered under it and the field is cleared for another. With `onPasskey` (the visitor has a
 * passkey), a button answers with a touch of it instead.
 *
 * @example
 * <SecondFactorStep onCode={(code) => exportWith(code)} />
 */
export function SecondFactorStep({ onCode, onPasskey, prompt }: { onCode: (code: string) => Promise<void>; onPasskey?: () => Promise<void>; prompt?: string }) {
  const [code, setCode] = useState('')
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const take = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH)
    setCode(digits)
    if (digits.length !== EMAIL_CODE_LENGTH) return
    setChecking(true)
    setError('')
    onCode(digits).catch((failure: unknown) => {
      setChecking(false)
      setCode('')
      setError(secondFactorErrorText(failure))
      input.current?.focus()
    })
  }
  return (
    <div className="airlock-stack" data-testid="airlock-second-factor-step">
      <p className="airlock-text-secondary airlock-center">{prompt ?? t('secondFactor.exportAsk')}</p>
      <EmailCodeInput
        id="airlock-second-factor-code"
        inputRef={input}
        code={code}
        disabled={checking}
        errorId={error ? 'airlock-second-factor-error' : undefined}
        onCode={take}
        testId="airlock-second-factor-input"
        label={t('secondFactor.codeLabel')}
      />
      {onPasskey ? (
        <button
          type="button"
          className="airlock-button airlock-button-secondary"
          disabled={checking}
          onClick={() => {
            setChecking(true)
            setError('')
            onPasskey().catch((failure: unknown) => {
              setChecking(false)
              setError(secondFactorErrorText(failure))
            })
          }}
          data-testid="airlock-second-factor-passkey"
        >
          {t('secondFactor.usePasskey')}
        </button>
      ) : null}
      {error ? (
        <p id="airlock-second-factor-error" className="airlock-field-error airlock-center" role="alert" data-testid="airlock-second-factor-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
