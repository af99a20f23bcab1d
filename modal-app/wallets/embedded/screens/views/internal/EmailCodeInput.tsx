import type { ClipboardEventHandler, RefObject } from 'react'
import { t } from '../../../../../ui/i18n/t'

/** The number of digits in an email code. */
export const EMAIL_CODE_LENGTH = 6

export interface EmailCodeInputProps {
  id: string
  inputRef: RefObject<HTMLInputElement | null>
  code: string
  disabled: boolean
  /** The id of the element that shows the code's error, while there is one. */
  errorId?: string
  onCode: (typed: string) => void
  onPaste?: ClipboardEventHandler<HTMLInputElement>
  testId: string
  /** The field's (visually hidden) label; the email code's by default (an authenticator app's code uses it too). */
  label?: string
}

/**
 * The six-digit email code field with its (visually hidden) label, as every email sign-in step
 * shows it: numeric keyboard, the platform's one-time-code autofill, and the error wired to
 * `aria-describedby` so a screen reader reads it with the field.
 *
 * @example
 * <EmailCodeInput id="airlock-otp" inputRef={input} code={code} disabled={verifying} onCode={take} testId="airlock-email-otp-input" />
 */
export function EmailCodeInput({ id, inputRef, code, disabled, errorId, onCode, onPaste, testId, label }: EmailCodeInputProps) {
  return (
    <>
      <label className="airlock-visually-hidden" htmlFor={id}>
        {label ?? t('emailOtp.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="airlock-input airlock-otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={EMAIL_CODE_LENGTH}
        placeholder="000000"
        autoFocus
        value={code}
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onCode(e.target.value)}
        onPaste={onPaste}
        data-testid={testId}
      />
    </>
  )
}
