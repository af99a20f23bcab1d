import { useSyncExternalStore } from 'react'
import { recoveryStep, type RecoveryStep } from './recoveryStep'

/**
 * The recovery step a sign-in waits on (or null), for the sign-in views: while there is one,
 * EmailVerifyOtp, ConnectingSocial and ConnectingFarcaster show it in place of their own content.
 *
 * @example
 * const step = useRecoveryStep()
 * if (step) return <RecoveryCodeStep step={step} />
 */
export function useRecoveryStep(): RecoveryStep | null {
  return useSyncExternalStore(recoveryStep.subscribe, recoveryStep.current, recoveryStep.current)
}
