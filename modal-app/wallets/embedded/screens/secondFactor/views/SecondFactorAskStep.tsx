import { t } from '../../../../../ui/i18n/t'
import '../../../../../ui/i18n/viewMessages'
import type { SecondFactorAsk } from '../../../secondFactor/secondFactorAsk'
import { SecondFactorStep } from './SecondFactorStep'

/**
 * The code step of a send above the visitor's threshold, or of a sign-in on a new device, in
 * place of the view's own content: what it is for, the six-digit field (a wrong code answered
 * under it, the field cleared for another try) and Cancel, which refuses the send or the
 * sign-in (nothing is signed or released).
 *
 * @example
 * const ask = useSecondFactorAsk()
 * if (ask) return <SecondFactorAskStep ask={ask} />
 */
export function SecondFactorAskStep({ ask }: { ask: SecondFactorAsk }) {
  return (
    <div className="airlock-stack" data-testid="airlock-second-factor-ask" data-kind={ask.kind}>
      <SecondFactorStep prompt={ask.kind === 'send' ? t('secondFactor.sendAsk') : t('secondFactor.newDeviceAsk')} onCode={(code) => ask.submit(code)} {...(ask.passkey ? { onPasskey: ask.passkey } : {})} />
      <button type="button" className="airlock-button airlock-button-secondary" onClick={() => ask.cancel()} data-testid="airlock-second-factor-cancel">
        {t('secondFactor.cancel')}
      </button>
    </div>
  )
}
