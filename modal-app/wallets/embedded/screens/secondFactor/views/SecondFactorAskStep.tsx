import { t, type MessageKey } from '../../../../../ui/i18n/t'
import '../../../../../ui/i18n/viewMessages'
import type { SecondFactorAsk } from '../../../secondFactor/secondFactorAsk'
import { SecondFactorStep } from './SecondFactorStep'

/** What the step says it is for, by what the ask guards. */
const PROMPTS = { send: 'secondFactor.sendAsk', newDevice: 'secondFactor.newDeviceAsk', signInMethods: 'secondFactor.methodsAsk' } as const satisfies Record<SecondFactorAsk['kind'], MessageKey>

/**
 * The code step of a send above the visitor's threshold, of a sign-in on a new device, or of a
 * link or unlink of a sign-in method, in place of the view's own content: what it is for, the
 * six-digit field (a wrong code answered under it, the field cleared for another try) and
 * Cancel, which refuses the send, the sign-in or the change (nothing is signed, released or
 * changed).
 *
 * @example
 * const ask = useSecondFactorAsk()
 * if (ask) return <SecondFactorAskStep ask={ask} />
 */
export function SecondFactorAskStep({ ask }: { ask: SecondFactorAsk }) {
  return (
    <div className="airlock-stack" data-testid="airlock-second-factor-ask" data-kind={ask.kind}>
      <SecondFactorStep prompt={t(PROMPTS[ask.kind])} onCode={(code) => ask.submit(code)} {...(ask.passkey ? { onPasskey: ask.passkey } : {})} />
      <button type="button" className="airlock-button airlock-button-secondary" onClick={() => ask.cancel()} data-testid="airlock-second-factor-cancel">
        {t('secondFactor.cancel')}
      </button>
    </div>
  )
}
