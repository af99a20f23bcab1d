import { useState, type FormEvent } from 'react'
import { useAppDispatch } from '../../../store/hooks'
import { modalShaken } from '../../../state/modal/modalActions'
import { t } from '../../../ui/i18n/t'
import { emailSubmitted } from '../../../state/connection/connectActions'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * Email sign-in: a labelled input and Continue. A malformed address shakes the modal and says
 * why (docs/validation.md#email-and-socials: email login needs a valid email format).
 *
 * @example
 * <EmailForm disabled={!legalAccepted} />
 */
export function EmailForm({ disabled }: { disabled: boolean }) {
  const dispatch = useAppDispatch()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!EMAIL.test(value)) {
      setInvalid(true)
      dispatch(modalShaken())
      return
    }
    setInvalid(false)
    dispatch(emailSubmitted({ email: value }))
  }
  return (
    <form className="airlock-email" onSubmit={submit} noValidate data-testid="airlock-email-form">
      <label className="airlock-visually-hidden" htmlFor="airlock-email">
        {t('connect.email.label')}
      </label>
      <input
        id="airlock-email"
        className="airlock-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('connect.email.placeholder')}
        value={email}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'airlock-email-error' : undefined}
        onChange={(e) => setEmail(e.target.value)}
        data-testid="airlock-email-input"
      />
      <button type="submit" className="airlock-button airlock-button-primary" disabled={disabled || email.trim() === ''} data-testid="airlock-email-continue">
        {t('connect.email.continue')}
      </button>
      {invalid ? (
        <p id="airlock-email-error" className="airlock-field-error" role="alert">
          {t('connect.email.invalid')}
        </p>
      ) : null}
    </form>
  )
}
