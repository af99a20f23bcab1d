import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { SecondFactorEnrolment, SecondFactorRules, SecondFactorStatus } from '../../../../../../shared/authApi'
import { formatUsd } from '../../../../../ui/format/formatUsd'
import { useAppDispatch } from '../../../../../store/hooks'
import { QrCode } from '../../../../../ui/components/QrCode'
import { VIEW_MESSAGES } from '../../../../../ui/i18n/viewMessages'
import { t } from '../../../../../ui/i18n/t'
import { embeddedConnectorOf } from '../../embeddedConnectorOf'
import { createSecondFactorCalls } from '../../../secondFactor/createSecondFactorCalls'
import { secondFactorErrorText } from '../../../secondFactor/secondFactorErrorText'
import { assertPasskey } from '../../../secondFactor/assertPasskey'

void VIEW_MESSAGES

/**
 * The Account view's two-step verification section (loaded with it only for an embedded wallet):
 * off, it sets up a TOTP second factor: a QR code (and the key as text) for the visitor's
 * authenticator app, the rules they choose (a code before the key is shown, before a send worth
 * more than a threshold in US dollars, on a sign-in from a new device), and a code from the app
 * that puts it in force; on, it says what it guards, and saves changed rules or turns off, each
 * only with a code (the service refuses either without one). Where the visitor has a passkey, a
 * touch of it does instead of the code (and turns on a passkey-only factor). The secret is
 * shown only during setup, inside the modal's frame.
 *
 * @example
 * <SecondFactorSettings />
 */
export default function SecondFactorSettings() {
  const dispatch = useAppDispatch()
  const embedded = dispatch(embeddedConnectorOf())
  const session = embedded?.authSession()
  const calls = useMemo(() => {
    const client = session?.client()
    return client?.authUrl ? createSecondFactorCalls({ authUrl: client.authUrl, projectId: client.projectId }) : undefined
  }, [session])
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState<SecondFactorStatus | null>(null)
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null)
  const [guardExport, setGuardExport] = useState(true)
  /** The send threshold as typed, in USD; empty: no code for sends. */
  const [threshold, setThreshold] = useState('')
  const [guardNewDevice, setGuardNewDevice] = useState(false)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])

  const token = () => session?.current()?.sessionToken() ?? null
  const run = <T,>(work: (token: string) => Promise<T>, then: (value: T) => void) => {
    const held = token()
    if (!calls || !held) return
    setBusy(true)
    setError('')
    setNotice('')
    work(held).then(
      (value) => {
        if (!mounted.current) return
        setBusy(false)
        then(value)
      },
      (failure: unknown) => {
        if (!mounted.current) return
        setBusy(false)
        setCode('')
        setError(secondFactorErrorText(failure))
      },
    )
  }
  /** The fields show the rules in force (or the defaults, off). */
  const shown = (next: SecondFactorStatus) => {
    setStatus(next)
    setGuardExport(next.enrolled ? next.rules.export : true)
    setThreshold(next.rules.sendsAboveUsd === null ? '' : String(next.rules.sendsAboveUsd))
    setGuardNewDevice(next.rules.newDevice)
  }
  const toggle = () => {
    const next = !open
    setOpen(next)
    if (next && calls) run((held) => calls.status(held), shown)
  }
  const usd = threshold.trim() === '' ? null : Number(threshold)
  const rulesValid = usd === null || (Number.isFinite(usd) && usd >= 0)
  const rules = (): SecondFactorRules => ({ export: guardExport, sendsAboveUsd: usd, newDevice: guardNewDevice })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!calls || !/^\d{6}$/.test(code) || !rulesValid) return
    if (status?.enrolled) {
      run((held) => calls.setRules(held, code, rules()), (next) => (shown(next), setCode(''), setNotice(t('secondFactor.saved'))))
    } else {
      run((held) => calls.confirm(held, code, rules()), (next) => (shown(next), setEnrolment(null), setCode(''), setNotice(t('secondFactor.turnedOn'))))
    }
  }
  /** Turns it on (passkey-only) or saves the rules with a touch of the visitor's passkey instead of a code. */
  const withPasskey = () => {
    if (!calls || !rulesValid) return
    const enrolled = status?.enrolled === true
    run(
      async (held) => {
        const answer = await assertPasskey(await calls.passkeyOptions(held))
        return enrolled ? calls.setRules(held, answer, rules()) : calls.confirm(held, answer, rules())
      },
      (next) => (shown(next), setEnrolment(null), setCode(''), setNotice(enrolled ? t('secondFactor.saved') : t('secondFactor.turnedOn'))),
    )
  }
  /** A passkey-only factor (no app) is turned off with a touch of the passkey; else with the app's code. */
  const byPasskeyOnly = status?.enrolled === true && status.totp === false
  const turnOff = () => {
    if (!calls || (!byPasskeyOnly && !/^\d{6}$/.test(code))) return
    run(
      async (held) => calls.remove(held, byPasskeyOnly ? await assertPasskey(await calls.passkeyOptions(held)) : code),
      (next) => (shown(next), setCode(''), setNotice(t('secondFactor.turnedOff'))),
    )
  }

  if (!calls || !session?.current()) return null
  const codeField = (
    <form className="airlock-stack" onSubmit={submit} noValidate data-testid="airlock-second-factor-form">
      <label htmlFor="airlock-second-factor-setting-code">{t('secondFactor.codeLabel')}</label>
      <input
        id="airlock-second-factor-setting-code"
        className="airlock-input airlock-otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        placeholder="000000"
        value={code}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'airlock-second-factor-setting-error' : undefined}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        data-testid="airlock-second-factor-code"
      />
      <button type="submit" className="airlock-button airlock-button-primary" disabled={busy || code.length !== 6 || !rulesValid} data-testid="airlock-second-factor-submit">
        {status?.enrolled ? t('secondFactor.save') : t('secondFactor.turnOn')}
      </button>
      {status?.passkey ? (
        <button type="button" className="airlock-button airlock-button-secondary" disabled={busy || !rulesValid} onClick={withPasskey} data-testid="airlock-second-factor-use-passkey">
          {t('secondFactor.usePasskey')}
        </button>
      ) : null}
      {status?.enrolled ? (
        <button type="button" className="airlock-button airlock-button-secondary" disabled={busy || (!byPasskeyOnly && code.length !== 6)} onClick={turnOff} data-testid="airlock-second-factor-turn-off">
          {t('secondFactor.turnOff')}
        </button>
      ) : null}
    </form>
  )
  const ruleFields = (
    <>
      <label className="airlock-checkbox">
        <input type="checkbox" checked={guardExport} onChange={(e) => setGuardExport(e.target.checked)} data-testid="airlock-second-factor-rule-export" />
        {t('secondFactor.ruleExport')}
      </label>
      <label htmlFor="airlock-second-factor-threshold">{t('secondFactor.ruleSends')}</label>
      <input
        id="airlock-second-factor-threshold"
        className="airlock-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="100"
        value={threshold}
        disabled={busy}
        aria-invalid={rulesValid ? undefined : true}
        onChange={(e) => setThreshold(e.target.value.replace(/[^\d.]/g, '').slice(0, 13))}
        data-testid="airlock-second-factor-rule-sends"
      />
      <label className="airlock-checkbox">
        <input type="checkbox" checked={guardNewDevice} onChange={(e) => setGuardNewDevice(e.target.checked)} data-testid="airlock-second-factor-rule-new-device" />
        {t('secondFactor.ruleNewDevice')}
      </label>
    </>
  )
  return (
    <section className="airlock-stack airlock-second-factor" data-testid="airlock-second-factor" data-enrolled={status?.enrolled ?? undefined} aria-labelledby="airlock-second-factor-toggle">
      <button type="button" id="airlock-second-factor-toggle" className="airlock-button airlock-button-secondary" aria-expanded={open} aria-controls="airlock-second-factor-body" onClick={toggle} data-testid="airlock-second-factor-toggle">
        {t('secondFactor.title')}
      </button>
      {open ? (
        <div id="airlock-second-factor-body" className="airlock-stack">
          <p className="airlock-text-secondary">{t('secondFactor.intro')}</p>
          {status === null ? null : status.enrolled ? (
            <>
              <p data-testid="airlock-second-factor-state">{status.rules.export ? t('secondFactor.onExport') : t('secondFactor.on')}</p>
              {status.rules.sendsAboveUsd !== null ? <p data-testid="airlock-second-factor-state-sends">{t('secondFactor.onSends', { amount: formatUsd(status.rules.sendsAboveUsd) })}</p> : null}
              {status.rules.newDevice ? <p data-testid="airlock-second-factor-state-new-device">{t('secondFactor.onNewDevice')}</p> : null}
              {ruleFields}
              {codeField}
            </>
          ) : enrolment ? (
            <>
              <p className="airlock-text-secondary">{t('secondFactor.scan')}</p>
              <QrCode uri={enrolment.uri} walletName={t('secondFactor.title')} testId="airlock-second-factor-qr" label={t('secondFactor.qrLabel')} />
              <p className="airlock-text-secondary">
                {t('secondFactor.key')}{' '}
                <code dir="ltr" data-testid="airlock-second-factor-secret">
                  {enrolment.secret}
                </code>
              </p>
              {ruleFields}
              {codeField}
            </>
          ) : (
            <>
              <p data-testid="airlock-second-factor-state">{t('secondFactor.off')}</p>
              <button type="button" className="airlock-button airlock-button-primary" disabled={busy} onClick={() => run((held) => calls.enrol(held), setEnrolment)} data-testid="airlock-second-factor-setup">
                {t('secondFactor.setUp')}
              </button>
            </>
          )}
          {error ? (
            <p id="airlock-second-factor-setting-error" className="airlock-field-error" role="alert" data-testid="airlock-second-factor-setting-error">
              {error}
            </p>
          ) : null}
          <p className="airlock-text-secondary" role="status" data-testid="airlock-second-factor-notice">
            {notice}
          </p>
        </div>
      ) : null}
    </section>
  )
}
