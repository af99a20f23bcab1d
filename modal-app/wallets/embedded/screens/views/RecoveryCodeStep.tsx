import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useAppDispatch } from '../../../../store/hooks'
import { recoveryCode } from '../../keys/recoveryCode'
import { t } from '../../../../ui/i18n/t'
import '../../../../ui/i18n/viewMessages'
import { copyToClipboard } from '../../../../state/notifications/copyToClipboard'
import type { RecoveryStep } from '../recoveryStep'
import { SecondFactorStep } from '../secondFactor/views/SecondFactorStep'

const GROUP = 5

/**
 * The recovery step of an embedded sign-in, in place of the sign-in view's own content. `show`:
 * a new wallet's recovery code, once, with Copy, a warning, and a field where the visitor types
 * its last group to confirm they kept it (only then is anything uploaded). `enter`: a browser
 * without the device share asks for the code; a wrong code is answered under the field and the
 * step stays. `secondFactor`: a browser new to the wallet, with the visitor's new-device rule on,
 * asks for their authenticator app's code before the wallet opens. Where storage is denied it says the code will be needed on the next visit. The
 * code is never in Redux or route data (see recoveryStep).
 *
 * @example
 * const step = useRecoveryStep()
 * if (step) return <RecoveryCodeStep step={step} />
 */
export function RecoveryCodeStep({ step }: { step: RecoveryStep }) {
  if (step.mode === 'secondFactor') return <SecondFactorStep prompt={t('secondFactor.newDeviceAsk')} onCode={(code) => step.submit(code)} {...(step.passkey ? { onPasskey: step.passkey } : {})} />
  return step.mode === 'show' ? <ShowCode step={step} /> : <EnterCode step={step} />
}

function NotPersistent({ persistent }: { persistent: boolean }) {
  if (persistent) return null
  return (
    <p className="airlock-recovery-warning" role="note" data-testid="airlock-recovery-not-persistent">
      {t('recovery.notPersistent')}
    </p>
  )
}

function ShowCode({ step }: { step: Extract<RecoveryStep, { mode: 'show' }> }) {
  const dispatch = useAppDispatch()
  const [typed, setTyped] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const expected = recoveryCode.lastGroup(step.code)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const normalized = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
    if (normalized === expected) step.confirm()
    else setMismatch(true)
  }
  return (
    <form className="airlock-stack" onSubmit={submit} noValidate data-testid="airlock-recovery" data-mode="show">
      <p className="airlock-help-title">{t('recovery.showTitle')}</p>
      <p className="airlock-text-secondary">{t('recovery.showBody')}</p>
      <p className="airlock-visually-hidden" id="airlock-recovery-code-label">
        {t('recovery.codeLabel')}
      </p>
      <p className="airlock-recovery-code" aria-labelledby="airlock-recovery-code-label" data-testid="airlock-recovery-code">
        {step.code}
      </p>
      <button
        type="button"
        className="airlock-button airlock-button-secondary"
        onClick={() => void dispatch(copyToClipboard(step.code, { copied: t('recovery.copied'), failed: t('recovery.copyFailed') }))}
        data-testid="airlock-recovery-copy"
      >
        {t('recovery.copy')}
      </button>
      <p className="airlock-recovery-warning" role="note">
        {t('recovery.warning')}
      </p>
      <NotPersistent persistent={step.persistent} />
      <label className="airlock-text-secondary" htmlFor="airlock-recovery-confirm">
        {t('recovery.confirmLabel', { length: GROUP })}
      </label>
      <input
        id="airlock-recovery-confirm"
        className="airlock-input"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        maxLength={GROUP + 2}
        value={typed}
        aria-invalid={mismatch ? true : undefined}
        aria-describedby={mismatch ? 'airlock-recovery-confirm-error' : undefined}
        onChange={(e) => {
          setTyped(e.target.value)
          setMismatch(false)
        }}
        data-testid="airlock-recovery-confirm-input"
      />
      {mismatch ? (
        <p id="airlock-recovery-confirm-error" className="airlock-field-error" role="alert" data-testid="airlock-recovery-confirm-error">
          {t('recovery.confirmMismatch')}
        </p>
      ) : null}
      <button type="submit" className="airlock-button airlock-button-primary" data-testid="airlock-recovery-confirm">
        {t('recovery.confirm')}
      </button>
    </form>
  )
}

function EnterCode({ step }: { step: Extract<RecoveryStep, { mode: 'enter' }> }) {
  const [typed, setTyped] = useState('')
  const [error, setError] = useState('')
  const [checking, setChecking] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (error) input.current?.focus()
  }, [error])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (checking || !typed.trim()) return
    setChecking(true)
    setError('')
    try {
      await step.submit(typed)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
      setChecking(false)
    }
  }
  return (
    <form className="airlock-stack" onSubmit={(e) => void submit(e)} noValidate data-testid="airlock-recovery" data-mode="enter">
      <p className="airlock-help-title">{t('recovery.enterTitle')}</p>
      <p className="airlock-text-secondary">{t('recovery.enterBody')}</p>
      <NotPersistent persistent={step.persistent} />
      <label className="airlock-visually-hidden" htmlFor="airlock-recovery-input">
        {t('recovery.enterLabel')}
      </label>
      <input
        ref={input}
        id="airlock-recovery-input"
        className="airlock-input"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        autoFocus
        // eslint-disable-next-line airlock/no-literal-text -- the code's shape (5 groups of 5), no words: the same in every language
        placeholder="XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"
        value={typed}
        disabled={checking}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'airlock-recovery-error' : undefined}
        onChange={(e) => setTyped(e.target.value)}
        data-testid="airlock-recovery-input"
      />
      {checking ? <span className="airlock-spinner" role="status" aria-label={t('recovery.checking')} /> : null}
      {error ? (
        <p id="airlock-recovery-error" className="airlock-field-error" role="alert" data-testid="airlock-recovery-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="airlock-button airlock-button-primary" disabled={checking} data-testid="airlock-recovery-submit">
        {t('recovery.enterSubmit')}
      </button>
    </form>
  )
}
