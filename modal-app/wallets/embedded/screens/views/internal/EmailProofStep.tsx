import type { FormEvent, RefObject } from 'react'
import { t } from '../../../../../ui/i18n/t'
import { EmailCodeInput } from './EmailCodeInput'

export interface EmailProofStepProps {
  /** The ids and test ids of its parts start with it: `<prefix>-email-input`, `<prefix>-otp-input`, … */
  prefix: string
  email: string
  onEmail(value: string): void
  /** A code was mailed to `email`: the code field shows instead of the address form. */
  waiting: boolean
  code: string
  onCode(typed: string): void
  inputRef: RefObject<HTMLInputElement | null>
  busy: boolean
  /** The id of the element that shows the error, while there is one. */
  errorId?: string
  /** The address field's (visually hidden) label and the submit button's text. */
  labels: { email: string; submit: string; cancel: string }
  onSubmit(event: FormEvent): void
  onCancel(): void
}

/**
 * The email half of a sign-in made inside an Account section (linking a method, securing a guest
 * wallet): an address form, then, once a code was mailed, "We sent a 6-digit code to …", the code
 * field and Cancel. The section owns the state and the calls; this only lays them out the same way
 * everywhere.
 *
 * @example
 * <EmailProofStep prefix="airlock-linking" email={email} onEmail={setEmail} waiting={!!pending} code={code} onCode={take} inputRef={ref} busy={busy} labels={labels} onSubmit={send} onCancel={cancel} />
 */
export function EmailProofStep({ prefix, email, onEmail, waiting, code, onCode, inputRef, busy, errorId, labels, onSubmit, onCancel }: EmailProofStepProps) {
  if (waiting) {
    return (
      <div className="airlock-stack" data-testid={`${prefix}-code`}>
        <p className="airlock-text-secondary">{t('emailOtp.sent', { email: email.trim().toLowerCase() })}</p>
        <EmailCodeInput id={`${prefix}-otp`} inputRef={inputRef} code={code} disabled={busy} errorId={errorId} onCode={onCode} testId={`${prefix}-otp-input`} />
        <button type="button" className="airlock-button airlock-button-secondary" onClick={onCancel} data-testid={`${prefix}-cancel`}>
          {labels.cancel}
        </button>
      </div>
    )
  }
  return (
    <form className="airlock-email" onSubmit={onSubmit} noValidate data-testid={`${prefix}-email-form`}>
      <label className="airlock-visually-hidden" htmlFor={`${prefix}-email`}>
        {labels.email}
      </label>
      <input
        id={`${prefix}-email`}
        className="airlock-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('connect.email.placeholder')}
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        data-testid={`${prefix}-email-input`}
      />
      <button type="submit" className="airlock-button airlock-button-primary" disabled={busy || email.trim() === ''} data-testid={`${prefix}-email-submit`}>
        {labels.submit}
      </button>
    </form>
  )
}
