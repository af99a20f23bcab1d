import { useSyncExternalStore } from 'react'
import { secondFactorAsk, type SecondFactorAsk } from '../../secondFactor/secondFactorAsk'

/**
 * The second-factor code the embedded wallet waits on (or null), for the views on screen while
 * it does: a send's status and Send's review show the code step in place of their content, the
 * sign-in views likewise on a new device.
 *
 * @example
 * const ask = useSecondFactorAsk()
 * if (ask) return <SecondFactorAskStep ask={ask} />
 */
export function useSecondFactorAsk(): SecondFactorAsk | null {
  return useSyncExternalStore(secondFactorAsk.subscribe, secondFactorAsk.current, secondFactorAsk.current)
}
